import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { paths } from '@/config/paths.ts'

export interface NewsletterLinkTexts {
  /** While the request runs. */
  working: string
  done: { title: string; body: string }
  invalid: { title: string; body: string }
}

interface LinkMutation {
  mutate: (token: string) => void
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  data: boolean | undefined
}

/**
 * A page an e-mail's link opens (confirm, unsubscribe): it sends the link's token once, then
 * says what happened. The token is the whole credential, so nothing else is asked for.
 */
export function NewsletterLinkPage({ mutation, texts }: { mutation: LinkMutation; texts: NewsletterLinkTexts }) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const sent = useRef(false)
  const { mutate } = mutation

  useEffect(() => {
    // Once per page, even when React mounts the effect twice in development.
    if (sent.current || !token) return
    sent.current = true
    mutate(token)
  }, [mutate, token])

  const failed = !token || mutation.isError || (mutation.isSuccess && !mutation.data)
  const title = failed ? texts.invalid.title : mutation.isSuccess ? texts.done.title : texts.working
  return (
    <div className="mx-auto max-w-xl py-20 text-center" aria-live="polite">
      <DocumentMeta title={title} noIndex />
      <h1 className="font-serif text-4xl font-bold text-ink">{title}</h1>
      {failed ? (
        <p className="mt-3 text-ink-muted">
          {mutation.isError ? 'We could not reach the server. Please open the link again in a moment.' : texts.invalid.body}
        </p>
      ) : mutation.isSuccess ? (
        <p className="mt-3 text-ink-muted">{texts.done.body}</p>
      ) : null}
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Return to Homepage
      </Link>
    </div>
  )
}
