import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { DocumentMeta } from '@/components/document-meta.tsx'

/** The database answered that no article readers may see has this slug (a failed read is no such answer). */
export function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <DocumentMeta title="Article Not Found" noIndex />
      <h1 className="font-serif text-4xl font-bold text-ink">Article Not Found</h1>
      <p className="mt-3 text-ink-muted">The article you're looking for doesn't exist.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Return to Homepage
      </Link>
    </div>
  )
}
