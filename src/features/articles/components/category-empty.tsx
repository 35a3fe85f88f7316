import { Newspaper } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'

export function CategoryEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 px-6 py-16 text-center">
      <Newspaper className="mx-auto h-10 w-10 text-gray-400" aria-hidden />
      <h2 className="mt-4 font-serif text-2xl font-bold text-ink">No Articles Yet</h2>
      <p className="mt-2 text-ink-muted">There are no stories in this section yet. Check back soon.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Browse Other Categories
      </Link>
    </div>
  )
}
