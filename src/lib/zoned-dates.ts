/**
 * Times a member schedules: the time with its zone ("March 4, 2026 at 3:07 PM EST"), since a
 * newsroom's members and readers are not all in one zone, and "3:07 PM" alone leaves open whose.
 * The reader's own zone, as everywhere in the app (lib/dates.ts has the formats without one).
 */
const zoned = new Intl.DateTimeFormat('en-US', {
  year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
})

export const formatZonedDateTime = (iso: string): string => zoned.format(new Date(iso))

/** This browser's time zone by name ("America/New_York"): what a date-and-time field's value is read in. */
export const localTimeZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
