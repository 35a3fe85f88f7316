import type { ReactNode } from 'react'
import { DocumentMeta } from '@/components/document-meta.tsx'

interface StaticPageProps {
  title: string
  /** A one-line summary under the title; also the page's meta description. */
  intro: string
  updated?: string
  children: ReactNode
}

/** Shared frame of the text pages: a readable column with typographic defaults. */
export function StaticPage({ title, intro, updated, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <DocumentMeta title={title} description={intro} />
      <header className="border-b border-gray-200 pb-6">
        <h1 className="font-serif text-4xl font-bold text-ink sm:text-5xl">{title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{intro}</p>
        {updated && <p className="mt-2 text-sm text-ink-muted">Last updated: {updated}</p>}
      </header>
      <div className="mt-8 space-y-5 leading-relaxed text-gray-800 [&_a]:text-brand [&_a]:underline [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  )
}
