import { SITE_NAME } from '@/config/site.ts'
import { useConfirmSubscriptionMutation } from '@/data/subscribers/subscriber-mutations.ts'
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page.tsx'

/** /newsletter/confirm?token=…: the link of the "Confirm your subscription" e-mail. */
export function NewsletterConfirmRoute() {
  const mutation = useConfirmSubscriptionMutation()
  return (
    <NewsletterLinkPage
      mutation={mutation}
      texts={{
        working: 'Confirming your subscription…',
        done: { title: 'Subscription confirmed', body: `You will receive the newsletter from ${SITE_NAME} at this address. Every issue has a link to unsubscribe.` },
        invalid: {
          title: 'This link no longer works',
          body: 'Confirmation links work for seven days. Subscribe again with the form at the bottom of any page and we will send a new one.',
        },
      }}
    />
  )
}
