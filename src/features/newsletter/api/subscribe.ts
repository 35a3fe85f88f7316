import { mutationOptions } from '@tanstack/react-query'
import { publicDb } from '@/lib/public-db.ts'

/** PostgreSQL's unique_violation: the address is already on the list. */
const UNIQUE_VIOLATION = '23505'

export type SubscribeResult = 'subscribed' | 'already-subscribed'

/**
 * Adds an address to the newsletter list. Readers cannot read the list, so the insert asks for
 * nothing back; the database trims and lower-cases the address.
 */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const { error } = await publicDb.from('subscribers').insert({ email: email.trim().toLowerCase() })
  if (!error) return 'subscribed'
  if (error.code === UNIQUE_VIOLATION) return 'already-subscribed'
  throw error
}

export const newsletterMutations = {
  subscribe: () => mutationOptions({ mutationKey: ['subscribers', 'subscribe'], mutationFn: subscribe }),
}
