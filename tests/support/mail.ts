/**
 * Reads what the stack's mail catcher (maildev) received, through its REST API: the real
 * messages the sender delivered over SMTP, never a mocked transport.
 */
import { waitFor } from './wait-for.ts'

export interface CaughtMail {
  id: string
  subject: string
  time: string
  to: { address: string; name: string }[]
  from: { address: string; name: string }[]
  text?: string
  html?: string
}

/** Every message in the inbox, in arrival order. */
export async function listMail(mailUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/api/email`)
  if (!response.ok) throw new Error(`mail catcher: GET /api/email answered ${response.status}`)
  return (await response.json()) as CaughtMail[]
}

/** The messages sent to one address (case-insensitively), in arrival order. */
export async function mailTo(mailUrl: string, address: string): Promise<CaughtMail[]> {
  const wanted = address.toLowerCase()
  return (await listMail(mailUrl)).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
}

/** The raw message (headers and MIME body), as the SMTP server received it. */
export async function mailSource(mailUrl: string, id: string): Promise<string> {
  const response = await fetch(`${mailUrl}/api/email/${encodeURIComponent(id)}/source`)
  if (!response.ok) throw new Error(`mail catcher: GET /api/email/${id}/source answered ${response.status}`)
  return response.text()
}

/**
 * Waits until `count` messages to `address` (matching `subject` when given) have arrived, and
 * returns them; polls the inbox, so it ends as soon as they are there.
 */
export async function waitForMail(
  mailUrl: string,
  address: string,
  { subject, count = 1, timeoutMs = 20_000 }: { subject?: string | RegExp; count?: number; timeoutMs?: number } = {},
): Promise<CaughtMail[]> {
  const matches = (mail: CaughtMail) =>
    subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))
  let found: CaughtMail[] = []
  return waitFor(() => `mail catcher: ${count} message(s) to ${address}${subject ? ` (${String(subject)})` : ''} (${found.length} arrived)`, async () => {
    found = (await mailTo(mailUrl, address)).filter(matches)
    return found.length >= count && found
  }, { timeoutMs, intervalMs: 200 })
}

/** The first link in a text that starts with `prefix` (e.g. the site's confirm page). */
export function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`${escaped}[^\\s"'<>)]*`).exec(text)
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`)
  return match[0].replaceAll('&amp;', '&')
}
