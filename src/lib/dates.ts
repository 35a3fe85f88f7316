const LOCALE = 'en-US'

/** The date styles readers see. */
const STYLES = {
  /** "March 4, 2026 at 3:07 PM": the article page's publish date, comments. */
  longDateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "March 4, 2026": cards. */
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  /** "Mar 4, 2026": the Latest News drawer and admin lists. */
  shortDate: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "Mar 4": trending sidebar. */
  monthDay: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * `iso` in a style, in the reader's time zone, or in `timeZone` (prerendered pages are rendered
 * in UTC, see components/ui/local-date.tsx). Formatters are made once per style and zone.
 */
export function formatDate(iso: string, style: DateStyle, timeZone?: string): string {
  const key = `${style}|${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], timeZone })
    formats.set(key, format)
  }
  return format.format(new Date(iso))
}

export const formatLongDateTime = (iso: string) => formatDate(iso, 'longDateTime')
export const formatShortDate = (iso: string) => formatDate(iso, 'shortDate')

const fullToday = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
/** "Wednesday, March 4, 2026": the header. */
export const formatToday = (date: Date = new Date()) => fullToday.format(date)
