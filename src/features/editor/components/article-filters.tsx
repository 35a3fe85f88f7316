import { Search } from 'lucide-react'
import { CATEGORIES, type CategorySlug } from '@/config/categories.ts'
import { SEARCH_MIN_CHARS } from '@/config/site.ts'
import type { ArticleStatusFilter } from '@/data/articles/admin-article-fetchers.ts'

const STATUS_OPTIONS: { value: ArticleStatusFilter; label: string }[] = [
  { value: 'draft', label: 'Drafts' },
  { value: 'review', label: 'Needs review' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
]

const isStatusFilter = (value: string): value is ArticleStatusFilter => STATUS_OPTIONS.some((option) => option.value === value)

interface ArticleFiltersProps {
  search: string
  onSearchChange: (value: string) => void
  category: CategorySlug | null
  onCategoryChange: (value: CategorySlug | null) => void
  status: ArticleStatusFilter | null
  onStatusChange: (value: ArticleStatusFilter | null) => void
  /** Editors see "Needs review": the drafts contributors submitted. */
  reviewing: boolean
}

const control = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand'

export function ArticleFilters({ search, onSearchChange, category, onCategoryChange, status, onStatusChange, reviewing }: ArticleFiltersProps) {
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_CHARS
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-gray-400" aria-hidden />
        <input type="search" value={search} onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search articles..." aria-label="Search articles" aria-describedby="article-search-hint"
          className={`${control} pl-9`} />
        <p id="article-search-hint" className={tooShort ? 'mt-1 text-xs text-ink-muted' : 'sr-only'}>
          Type at least {SEARCH_MIN_CHARS} characters to search titles and excerpts.
        </p>
      </div>
      <select aria-label="Filter by category" value={category ?? ''} className={`${control} sm:w-56`}
        onChange={(event) => onCategoryChange((event.target.value || null) as CategorySlug | null)}>
        <option value="">All Categories</option>
        {CATEGORIES.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
      </select>
      <select aria-label="Filter by status" value={status ?? ''} className={`${control} sm:w-40`}
        onChange={(event) => onStatusChange(isStatusFilter(event.target.value) ? event.target.value : null)}>
        <option value="">All</option>
        {STATUS_OPTIONS.filter((item) => reviewing || item.value !== 'review').map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
      </select>
    </div>
  )
}
