import { useMemo } from 'react'
import { categoryLabel } from '@/config/categories.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import { sanitizeArticleHtml } from '@/lib/sanitize.ts'
import type { ArticleVersion } from '../utils/revision-changes.ts'

const bodyClasses = [
  'text-base leading-relaxed text-gray-800',
  '[&_p]:mb-4 [&_a]:text-brand [&_a]:underline [&_strong]:font-bold [&_em]:italic [&_u]:underline',
  '[&_h1]:mb-3 [&_h1]:mt-6 [&_h1]:font-serif [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:font-serif [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-bold',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_pre]:overflow-x-auto break-words',
].join(' ')

/** An earlier version as the reader would have seen it: the page's text through the same sanitiser. */
export function RevisionPreview({ version, label }: { version: ArticleVersion; label: string }) {
  const html = useMemo(() => sanitizeArticleHtml(version.content), [version.content])
  return (
    <article aria-label={label} className="mt-2 max-h-[32rem] overflow-y-auto rounded-md border border-gray-200 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand">{categoryLabel(version.category)}</p>
      <h4 className="mt-1 font-serif text-2xl font-bold text-ink">{version.title || '(untitled)'}</h4>
      <p className="mt-1 text-xs text-ink-muted">
        {version.author} · {formatLongDateTime(version.publish_date)}
        {version.featured && ' · Featured'}{version.breaking && ' · Breaking news'}{version.status === 'draft' && ' · Draft'}
      </p>
      {version.excerpt && <p className="mt-3 text-base text-gray-700">{version.excerpt}</p>}
      {version.image_url && (
        <img src={version.image_url} alt={version.image_alt ?? ''} loading="lazy" className="mt-3 aspect-video w-full rounded-md bg-gray-100 object-cover" />
      )}
      <div className={`mt-4 ${bodyClasses}`} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
