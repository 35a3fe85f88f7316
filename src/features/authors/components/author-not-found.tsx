import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'

export function AuthorNotFound() {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">Author Not Found</h1>
      <p className="mt-3 text-ink-muted">We couldn't find the writer you were looking for.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Return to Homepage
      </Link>
    </div>
  )
}
