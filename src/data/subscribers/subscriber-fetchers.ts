import type { DbClient } from '../db-client.ts'
import { pageOrTotal, pageRange, readInBatches } from '../paging.ts'
import { requestError } from '../request-error.ts'

/**
 * Adds an address to the newsletter list. Readers cannot read the list, so the insert asks for
 * nothing back; the database trims and lower-cases the address, and answers an address already
 * on the list exactly like a new one (no membership oracle), storing it once.
 */
export async function subscribe(db: DbClient, email: string): Promise<void> {
  const { error, status } = await db.from('subscribers').insert({ email: email.trim().toLowerCase() })
  if (error) throw requestError(error, status)
}

const SUBSCRIBER_LIST_COLUMNS = 'id,email,created_at' as const
const SUBSCRIBER_EXPORT_COLUMNS = 'email,created_at' as const

export function fetchSubscriberPage(db: DbClient, page: number, pageSize: number) {
  const { from, to } = pageRange(page, pageSize)
  return pageOrTotal(
    db.from('subscribers').select(SUBSCRIBER_LIST_COLUMNS, { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    () => db.from('subscribers').select('id', { count: 'exact', head: true }).throwOnError(),
  )
}

/** Every subscriber, newest first, for the CSV export. */
export function fetchAllSubscribers(db: DbClient) {
  return readInBatches((from, to) => db
    .from('subscribers')
    .select(SUBSCRIBER_EXPORT_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
    .throwOnError())
}

