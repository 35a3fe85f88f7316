import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Category } from '@/config/categories.ts'
import { CATEGORY_DESCRIPTIONS } from '@/config/category-descriptions.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'
import { DocumentarySections } from './documentary-sections.tsx'

export function CategoryHeader({ category }: { category: Category }) {
  return (
    <header className="mb-8">
      <Link to={paths.home} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Homepage
      </Link>
      <div className="mt-4 border-b border-gray-200 pb-6">
        <span data-testid="category-color-badge" className={cn('inline-block rounded px-3 py-1 text-xs font-bold uppercase tracking-wider text-white', category.color)}>
          {category.label}
        </span>
        <h1 className="mt-3 font-serif text-3xl font-bold text-ink sm:text-4xl">{category.label}</h1>
        <p className="mt-2 max-w-2xl text-base text-ink-muted sm:text-lg">{CATEGORY_DESCRIPTIONS[category.value]}</p>
        <DocumentarySections category={category.value} />
      </div>
    </header>
  )
}
