import { Link } from 'react-router-dom'
import { findCategory, categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'

interface CategoryBadgeProps {
  category: string
  /** Links to the category page unless false. */
  link?: boolean
  className?: string
}

export function CategoryBadge({ category, link = true, className }: CategoryBadgeProps) {
  const classes = cn(
    'inline-block rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white',
    findCategory(category)?.color ?? 'bg-gray-700',
    className,
  )
  if (!link) return <span className={classes}>{categoryLabel(category)}</span>
  return (
    <Link to={paths.category(category)} className={cn(classes, 'hover:opacity-90')}>
      {categoryLabel(category)}
    </Link>
  )
}
