import { useInBrowser } from '@/hooks/use-in-browser.ts'
import { formatDate, type DateStyle } from '@/lib/dates.ts'

interface LocalDateProps {
  iso: string
  style: DateStyle
  className?: string
}

/**
 * A date in the reader's time zone. A prerendered page was rendered in UTC: hydration renders
 * that same text (a reader elsewhere would otherwise get a hydration mismatch and the page
 * rendered again), and the render after it the reader's own. Rendered in the browser, it is the
 * reader's at once.
 */
export function LocalDate({ iso, style, className }: LocalDateProps) {
  const inBrowser = useInBrowser()
  return (
    <time dateTime={iso} className={className}>
      {formatDate(iso, style, inBrowser ? undefined : 'UTC')}
    </time>
  )
}
