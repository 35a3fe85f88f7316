import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { useInBrowser } from '@/hooks/use-in-browser.ts'
import { formatToday } from '@/lib/dates.ts'

/** The local calendar date as YYYY-MM-DD (toISOString would give the UTC date). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function TopBar() {
  // False only in the shell rendered at build time (build/vite-plugins/vite-app-shell.ts), whose date would
  // be the build's: the date is left empty there and filled in by the app's first render.
  const inBrowser = useInBrowser()
  const today = new Date()
  return (
    <div className="border-b border-gray-200 bg-gray-50 text-xs text-ink-muted">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
        <time dateTime={inBrowser ? localIsoDate(today) : undefined} data-testid="today">
          {inBrowser && formatToday(today)}
        </time>
        <nav aria-label="Site information">
          <ul className="flex gap-4">
            <li>
              <Link to={paths.about} className="hover:text-brand hover:underline">About</Link>
            </li>
            <li>
              <Link to={paths.contact} className="hover:text-brand hover:underline">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
