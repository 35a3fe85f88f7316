import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { paths } from '@/config/paths.ts'
import { articleQueries } from '@/features/articles/api/article-queries.ts'

export function HomeRoute() {
  const { data, isPending, error } = useQuery(articleQueries.latest(20))
  if (isPending) return <Spinner label="Loading articles..." />
  if (error) return <p role="alert">Supabase error: {error.message}</p>
  return (
    <section>
      <h1 className="mb-4 font-serif text-2xl font-bold">Latest news</h1>
      <ul className="space-y-2">
        {data.map((article) => (
          <li key={article.id}>
            <Link className="hover:underline" to={paths.article(article.slug)}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
