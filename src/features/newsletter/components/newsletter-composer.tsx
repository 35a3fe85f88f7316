import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { DEFAULT_SITE_NAME } from '@/config/site-catalogue.ts'
import type { IssueDraft, IssueRow } from '@/data/newsletter-issues/newsletter-issue-fetchers.ts'
import { useSaveIssueMutation, useSendIssueMutation, useSendTestMutation } from '@/data/newsletter-issues/newsletter-issue-mutations.ts'
import { newsletterQueries } from '@/data/newsletter-issues/newsletter-issue-queries.ts'
import { newsletterMail } from '@/lib/mail/newsletter-mail.ts'
import { useEmailImageCopies } from '../hooks/use-email-image-copies.ts'
import { ArticlePicker } from './article-picker.tsx'
import { NewsletterPreview } from './newsletter-preview.tsx'

const control =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-gray-400 focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand'

interface NewsletterComposerProps {
  /** The draft being written, or undefined for a new one. */
  draft: IssueRow | undefined
  /** Confirmed subscribers: who "Send" reaches. */
  recipients: number | undefined
  /** When the last issue was sent (null before the first): a new issue starts with what came since. */
  lastSentAt: string | null
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Subject, intro and articles of the next issue; Preview renders the real e-mail (the function
 * the sender uses), "Send test to me" mails the signed-in user, "Send to N subscribers" asks
 * first. Every action saves the draft before it acts; a failed save keeps the text in the form.
 */
export function NewsletterComposer({ draft, recipients, lastSentAt }: NewsletterComposerProps) {
  const [subject, setSubject] = useState(draft?.subject ?? '')
  const [intro, setIntro] = useState(draft?.intro ?? '')
  // null until the editor picks: a new issue then shows the articles published since the last one.
  const [picked, setPicked] = useState<string[] | null>(draft?.article_ids ?? null)
  const [since] = useState(() => lastSentAt ?? new Date(Date.now() - WEEK_MS).toISOString())
  const defaults = useQuery({ ...newsletterQueries.publishedSince(since), enabled: picked === null })
  const articleIds = picked ?? defaults.data ?? []
  const [issueId, setIssueId] = useState(draft?.id)
  const [showPreview, setShowPreview] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const save = useSaveIssueMutation()
  const sendTest = useSendTestMutation()
  const send = useSendIssueMutation()
  const queryClient = useQueryClient()
  const copies = useEmailImageCopies()
  const chosen = useQuery(newsletterQueries.chosen(articleIds))
  const settings = useQuery(newsletterQueries.settings())
  const postalAddress = settings.data?.postal_address.trim() ?? ''
  // Known missing, not merely unread: CAN-SPAM wants it in every newsletter, so Send waits for it.
  const needsPostalAddress = settings.data !== undefined && postalAddress === ''
  const busy = save.isPending || sendTest.isPending || send.isPending || copies.pending

  const current: IssueDraft = { subject, intro, article_ids: articleIds }
  const preview = useMemo(() => newsletterMail({
    siteUrl: window.location.origin,
    siteName: settings.data?.site_name ?? DEFAULT_SITE_NAME,
    subject: subject || '(no subject)',
    intro,
    articles: chosen.data ?? [],
    postalAddress,
    unsubscribeUrl: `${window.location.origin}/newsletter/unsubscribe?token=…`,
  }), [subject, intro, chosen.data, postalAddress, settings.data?.site_name])

  /** Saves what the form holds and answers the issue's id, or undefined (the toast says why). */
  async function persist(): Promise<string | undefined> {
    setProblem(null)
    try {
      const saved = await save.mutateAsync({ id: issueId, draft: current })
      setIssueId(saved.id)
      return saved.id
    } catch {
      setProblem("The newsletter couldn't be saved. Your text is still here: try again.")
      return undefined
    }
  }

  /**
   * Every image the e-mail links to is stored: older photo sets get their JPEG copy first, so no
   * issue goes out with a broken image. False (the problem shown) when one could not be made.
   */
  async function imagesReady(): Promise<boolean> {
    try {
      const articles = await queryClient.fetchQuery(newsletterQueries.chosen(articleIds))
      return await copies.ready(articles, setProblem)
    } catch {
      setProblem("The chosen articles couldn't be read to check their images. Nothing was sent: try again.")
      return false
    }
  }

  async function onPreview() {
    if (showPreview) return setShowPreview(false)
    setProblem(null)
    await imagesReady()
    setShowPreview(true)
  }

  async function onSendTest() {
    const id = await persist()
    if (!id || !(await imagesReady())) return
    try {
      const { email } = await sendTest.mutateAsync(id)
      toast({ title: 'Test sent', description: `A test is on its way to ${email}.`, variant: 'success' })
    } catch {
      setProblem("The test couldn't be sent. Try again.")
    }
  }

  async function onAskSend() {
    if (!subject.trim()) {
      setProblem('A newsletter needs a subject.')
      return
    }
    if ((await persist()) && (await imagesReady())) setConfirming(true)
  }

  async function onSend() {
    if (!issueId) return
    try {
      await send.mutateAsync(issueId)
      setConfirming(false)
      toast({ title: 'Sending started', variant: 'success' })
    } catch {
      setConfirming(false)
      setProblem("The newsletter couldn't be sent. Nothing went out; try again.")
    }
  }

  const count = recipients ?? 0
  const sendLabel = `Send to ${count} subscriber${count === 1 ? '' : 's'}`
  return (
    <section aria-label="New newsletter" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <div>
        <label htmlFor="newsletter-subject" className="mb-1 block text-sm font-medium text-ink">Subject</label>
        <input id="newsletter-subject" className={control} value={subject} maxLength={200} required
          onChange={(event) => setSubject(event.target.value)} disabled={busy} />
      </div>
      <div>
        <label htmlFor="newsletter-intro" className="mb-1 block text-sm font-medium text-ink">Intro</label>
        <textarea id="newsletter-intro" className={control} rows={5} value={intro} maxLength={5000}
          onChange={(event) => setIntro(event.target.value)} disabled={busy} />
        <p className="mt-1 text-xs text-ink-muted">Plain text; a blank line starts a new paragraph.</p>
      </div>
      <ArticlePicker chosen={articleIds} onChange={setPicked} disabled={busy} />
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      {needsPostalAddress && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Before the first newsletter can be sent, an administrator must add the newsroom's postal address in the
          Settings tab: the law asks for one in every newsletter. Saving drafts and sending a test work meanwhile.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void persist().then((id) => id && toast({ title: 'Draft saved', variant: 'success' }))} disabled={busy}>
          {save.isPending ? 'Saving...' : 'Save draft'}
        </Button>
        <Button variant="secondary" onClick={() => void onPreview()} aria-expanded={showPreview} disabled={copies.pending}>
          {showPreview ? 'Hide preview' : 'Preview'}
        </Button>
        <Button variant="secondary" onClick={() => void onSendTest()} disabled={busy}>
          {sendTest.isPending ? 'Sending test...' : 'Send test to me'}
        </Button>
        <Button onClick={() => void onAskSend()} disabled={busy || recipients === undefined || count === 0 || needsPostalAddress}>{sendLabel}</Button>
      </div>
      {copies.status && <p role="status" className="text-sm text-ink-muted">{copies.status}</p>}
      {showPreview && <NewsletterPreview mail={preview} />}
      <Dialog open={confirming} onOpenChange={(open) => { if (!open && !send.isPending) setConfirming(false) }}
        title="Send this newsletter?"
        description={`"${subject}" goes to ${count} confirmed subscriber${count === 1 ? '' : 's'} now. This cannot be undone.`}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={send.isPending}>Cancel</Button>
          <Button onClick={() => void onSend()} disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Yes, send'}</Button>
        </div>
      </Dialog>
    </section>
  )
}
