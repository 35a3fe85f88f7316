import { useState } from 'react'
import type { MailContent } from '@/lib/mail/mail-layout.ts'
import { cn } from '@/lib/cn.ts'
import { MailHtmlView } from './mail-html-view.tsx'

/** The e-mail as a recipient gets it: the HTML as a mail client shows it, and the plain-text part as it reads. */
export function NewsletterPreview({ mail }: { mail: MailContent }) {
  const [view, setView] = useState<'html' | 'text'>('html')
  return (
    <section aria-label="Preview" className="rounded-md border border-gray-200">
      <div role="tablist" aria-label="Preview format" className="flex gap-1 border-b border-gray-200 p-2">
        {(['html', 'text'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={view === id} onClick={() => setView(id)}
            className={cn('rounded px-3 py-1 text-sm', view === id ? 'bg-brand text-white' : 'text-ink hover:bg-gray-100')}>
            {id === 'html' ? 'HTML' : 'Plain text'}
          </button>
        ))}
        <span className="ml-auto self-center truncate text-sm text-ink-muted">Subject: {mail.subject}</span>
      </div>
      {view === 'html'
        ? <MailHtmlView html={mail.html} />
        : <pre data-testid="newsletter-text-preview" className="max-h-[32rem] overflow-auto whitespace-pre-wrap p-4 text-sm text-ink">{mail.text}</pre>}
    </section>
  )
}
