import { useMutation } from '@tanstack/react-query'
import { pagePath } from '../../lib/page-view-fields.ts'
import { publicDb } from '../../lib/public-db.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { confirmSubscription, subscribe, unsubscribeNewsletter } from './subscriber-fetchers.ts'
import { subscriberKeys } from './subscriber-keys.ts'

/**
 * A reader joins the newsletter from the page they are on (the Analytics tab counts sign-ups by
 * page); an address already on the list succeeds like a new one.
 */
export function useSubscribeMutation({ onSuccess, meta }: MutationCallbacks<void, string> = {}) {
  return useMutation({
    mutationKey: [...subscriberKeys.all, 'subscribe'],
    mutationFn: (email: string) => subscribe(publicDb, email, pagePath(window.location.pathname)),
    meta: { errorTitle: 'Subscription failed', errorMessage: "We couldn't add your address to the newsletter.", ...meta },
    onSuccess,
  })
}

/** The confirm page's one call: the token from the e-mail's link. */
export function useConfirmSubscriptionMutation() {
  return useMutation({
    mutationKey: [...subscriberKeys.all, 'confirm'],
    mutationFn: (token: string) => confirmSubscription(publicDb, token),
    // The page shows a failure in place; no toast on top of it.
    meta: { errorToast: false },
  })
}

/** The unsubscribe page's one call: the token from the newsletter's link. */
export function useUnsubscribeMutation() {
  return useMutation({
    mutationKey: [...subscriberKeys.all, 'unsubscribe'],
    mutationFn: (token: string) => unsubscribeNewsletter(publicDb, token),
    meta: { errorToast: false },
  })
}
