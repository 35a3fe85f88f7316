import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { newsletterQueries } from '@/data/newsletter-issues/newsletter-issue-queries.ts'
import { formatShortDate } from '@/lib/dates.ts'
import { errorText } from '@/lib/error-text.ts'

/** The most articles one issue carries (the database holds the same cap). */
export const MAX_ISSUE_ARTICLES = 20

interface ArticlePickerProps {
  chosen: readonly string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
}

/** Recent published articles with a title search; ticking one adds it to the issue, in order. */
export function ArticlePicker({ chosen, onChange, disabled = false }: ArticlePickerProps) {
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const articles = useQuery(newsletterQueries.articles(deferred))
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id].slice(0, MAX_ISSUE_ARTICLES))

  return (
    <fieldset className="rounded-md border border-gray-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-ink">Articles ({chosen.length} chosen)</legend>
      <label htmlFor="newsletter-article-search" className="sr-only">Search articles</label>
      <input id="newsletter-article-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)}
        placeholder="Search published articles" maxLength={100}
        className="mb-2 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand" />
      {articles.isPending && <p className="text-sm text-ink-muted">Loading articles...</p>}
      {articles.isError && <p role="alert" className="text-sm text-red-700">{errorText(articles.error, "Couldn't load the articles.")}</p>}
      {articles.data && articles.data.length === 0 && <p className="text-sm text-ink-muted">No published articles match.</p>}
      {articles.data && articles.data.length > 0 && (
        <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto">
          {articles.data.map((article) => (
            <li key={article.id}>
              <label className="flex cursor-pointer items-start gap-3 py-2 text-sm">
                <input type="checkbox" className="mt-1" checked={chosen.includes(article.id)} onChange={() => toggle(article.id)}
                  disabled={!chosen.includes(article.id) && chosen.length >= MAX_ISSUE_ARTICLES} />
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{article.title}</span>
                  <time className="text-xs text-ink-muted" dateTime={article.publish_date}>{formatShortDate(article.publish_date)}</time>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
