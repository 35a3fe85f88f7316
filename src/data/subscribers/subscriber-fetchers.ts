import type { SubscriberStateCounts } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage, newestFirst, type CreatedAtCursor } from '../keyset.ts'
import { requestError } from '../request-error.ts'

/**
 * Adds an address to the newsletter list. Readers cannot read the list, so the insert asks for
 * nothing back; the database trims and lower-cases the address, and answers an address already
 * on the list exactly like a new one (no membership oracle), storing it once. `signupPath`, the
 * page the form was on, counts the sign-up for that page once it is confirmed (and is then
 * forgotten).
 */
export async function subscribe(db: DbClient, email: string, signupPath?: string): Promise<void> {
  const row = { email: email.trim().toLowerCase(), ...(signupPath ? { signup_path: signupPath } : {}) }
  const { error, status } = await db.from('subscribers').insert(row)
  if (error) throw requestError(error, status)
}

const SUBSCRIBER_LIST_COLUMNS = 'id,email,status,created_at' as const

/** A page of the list, newest first, by key (see src/data/keyset.ts). */
export async function fetchSubscriberPage(db: DbClient, after: CreatedAtCursor | null, pageSize: number) {
  const { data } = await newestFirst(db.from('subscribers').select(SUBSCRIBER_LIST_COLUMNS), after, pageSize + 1).throwOnError()
  return keysetPage(data, pageSize)
}

/** How many addresses the list holds: read once for the tab, not per page. */
export async function countSubscribers(db: DbClient): Promise<number> {
  const { count } = await db.from('subscribers').select('id', { count: 'exact', head: true }).throwOnError()
  return count ?? 0
}

export interface ExportedSubscriber {
  email: string
  status: string
  created_at: string
}

/**
 * Every subscriber, newest first, for the CSV export: one call to export_subscribers(), which
 * the database allows administrators only (editors page through the list but cannot take it all
 * away). The whole list is one JSON value, so PostgREST's max-rows does not cut it.
 */
export async function exportSubscribers(db: DbClient): Promise<ExportedSubscriber[]> {
  const { data, error, status } = await db.rpc('export_subscribers')
  if (error) throw requestError(error, status)
  return data.map(([email, state, createdAt]) => ({ email, status: state, created_at: createdAt }))
}

/** Opens a confirmation link: true when the token confirmed (or had already confirmed) its address. */
export async function confirmSubscription(db: DbClient, token: string): Promise<boolean> {
  const { data, error, status } = await db.rpc('confirm_subscription', { token })
  if (error) throw requestError(error, status)
  return data.confirmed
}

/** Opens an unsubscribe link: true when the token unsubscribed its address. */
export async function unsubscribeNewsletter(db: DbClient, token: string): Promise<boolean> {
  const { data, error, status } = await db.rpc('unsubscribe_newsletter', { token })
  if (error) throw requestError(error, status)
  return data.unsubscribed
}

/** How many addresses are in each state (dashboard users only). */
export async function fetchSubscriberStatusCounts(db: DbClient): Promise<SubscriberStateCounts> {
  const { data, error, status } = await db.rpc('subscriber_status_counts')
  if (error) throw requestError(error, status)
  return data
}

/** Erasure on request: the address and every message to it; false when it was already gone. */
export async function eraseSubscriber(db: DbClient, id: string): Promise<boolean> {
  const { data, error, status } = await db.rpc('erase_subscriber', { subscriber_id: id })
  if (error) throw requestError(error, status)
  return data.erased
}
