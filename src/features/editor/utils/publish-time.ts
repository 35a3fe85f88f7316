/**
 * The publish field is an `<input type="datetime-local">`: "2026-03-04T15:07" in the editor's
 * own time zone, to the minute. Empty means "now" (the database's clock decides).
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** The field's value for a stored time, in the browser's time zone. */
export function toPublishInput(iso: string): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The field's value as an ISO time; null when empty or not a date. */
export function fromPublishInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** True when the chosen time is still ahead: publishing then schedules the article. */
export function isScheduledTime(value: string, now: Date = new Date()): boolean {
  const iso = fromPublishInput(value)
  return iso !== null && new Date(iso).getTime() > now.getTime()
}
