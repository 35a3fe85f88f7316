import { useMutation } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { subscribe } from './subscriber-fetchers.ts'
import { subscriberKeys } from './keys.ts'

/** A reader joins the newsletter; an address already on the list succeeds like a new one. */
export function useSubscribeMutation({ onSuccess, meta }: MutationCallbacks<void, string> = {}) {
  return useMutation({
    mutationKey: [...subscriberKeys.all, 'subscribe'],
    mutationFn: (email: string) => subscribe(publicDb, email),
    meta: { errorTitle: 'Subscription failed', errorMessage: "We couldn't add your address to the newsletter.", ...meta },
    onSuccess,
  })
}
