const LOCALE = 'en-US'

const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit',
})
const longDate = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' })
const mediumDate = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' })
const monthDay = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' })
const fullToday = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })

/** "March 4, 2026 at 3:07 PM": the article page's publish date. */
export const formatLongDateTime = (iso: string) => longDateTime.format(new Date(iso))
/** "March 4, 2026": cards. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso))
/** "Mar 4, 2026": the Latest News drawer and admin lists. */
export const formatShortDate = (iso: string) => mediumDate.format(new Date(iso))
/** "Mar 4": trending sidebar. */
export const formatMonthDay = (iso: string) => monthDay.format(new Date(iso))
/** "Wednesday, March 4, 2026": the header. */
export const formatToday = (date: Date = new Date()) => fullToday.format(date)
