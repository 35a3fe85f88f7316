import { Newspaper } from 'lucide-react'

/** A member with a public page who has published nothing yet. */
export function AuthorEmpty({ name }: { name: string }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 px-6 py-16 text-center">
      <Newspaper className="mx-auto h-10 w-10 text-gray-400" aria-hidden />
      <h2 className="mt-4 font-serif text-2xl font-bold text-ink">No Articles Yet</h2>
      <p className="mt-2 text-ink-muted">{name} has not published any stories yet. Check back soon.</p>
    </div>
  )
}
