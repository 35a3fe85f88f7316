import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import type { AuthorProfile } from '@/data/articles/author-fetchers.ts'

/** The author's name and bio above their articles. */
export function AuthorHeader({ author }: { author: AuthorProfile }) {
  return (
    <header className="mb-8">
      <Link to={paths.home} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Homepage
      </Link>
      <div className="mt-4 border-b border-gray-200 pb-6">
        <p className="text-xs font-bold uppercase tracking-wider text-ink-muted">Author</p>
        <h1 className="mt-2 font-serif text-3xl font-bold text-ink sm:text-4xl">{author.display_name}</h1>
        {author.bio && <p data-testid="author-bio" className="mt-2 max-w-2xl whitespace-pre-line text-base text-ink-muted sm:text-lg">{author.bio}</p>}
      </div>
    </header>
  )
}
