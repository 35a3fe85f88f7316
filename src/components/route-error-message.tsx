import { Button } from './ui/button.tsx'

/**
 * What a page that could not be shown says in its place. Trying again reloads: that fetches a
 * chunk a deploy replaced and starts the page's reads afresh. Inside a page that has its own h1
 * (the dashboard's tabs) it is a second-level heading.
 */
export function RouteErrorMessage({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-16 text-center">
      <Heading className="font-serif text-3xl font-bold text-ink">Something went wrong</Heading>
      <p className="mt-3 text-ink-muted">This page couldn&apos;t be shown. Try again.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  )
}
