import { useState } from 'react'
import { Button } from './ui/button.tsx'

/**
 * What a page that could not be shown says in its place. Trying again reloads: that fetches a
 * chunk a deploy replaced and starts the page's reads afresh. A page whose code could not be
 * fetched because the device is offline says so; its Retry reloads only once the connection is
 * back (a reload before that would only swap this page for the browser's own offline page).
 * Inside a page that has its own h1 (the dashboard's tabs) it is a second-level heading.
 */
export function RouteErrorMessage({ heading: Heading = 'h1', offline = false }: { heading?: 'h1' | 'h2'; offline?: boolean }) {
  const [stillOffline, setStillOffline] = useState(false)
  const retry = () => {
    if (navigator.onLine) window.location.reload()
    else setStillOffline(true)
  }
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <Heading className="font-serif text-3xl font-bold text-ink">{offline ? "You're offline" : 'Something went wrong'}</Heading>
      <p className="mt-3 text-ink-muted">
        {offline ? "This page couldn't be loaded without a connection. Check your connection, then retry." : "This page couldn't be shown. Try again."}
      </p>
      {stillOffline && <p className="mt-2 text-ink-muted">Still offline: nothing was lost, retry once you're connected.</p>}
      <Button className="mt-6" onClick={retry}>
        {offline ? 'Retry' : 'Try again'}
      </Button>
    </div>
  )
}
