import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/config/site.ts'
import { useSubmitCommentMutation } from '@/data/comments/comment-mutations.ts'
import { useSingleSubmit } from '@/hooks/use-single-submit.ts'
import { newCommentId } from '../utils/comment-id.ts'
import { addLocalComment } from '../utils/local-comments.ts'
import { validateComment } from '../utils/validate-comment.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40'

/** The honeypot's column and field name: a name form-filling bots recognise and fill. */
const HONEYPOT_NAME = 'website'

export function CommentForm({ articleId }: { articleId: string }) {
  const id = useId()
  const [name, setName] = useState('')
  const [content, setContent] = useState('')
  // A failure ('Comment not submitted') is the query client's toast; the text stays in the form.
  const submit = useSubmitCommentMutation({
    onSuccess: (_, variables) => {
      addLocalComment(articleId, { id: variables.id, author: variables.authorName, content: variables.content })
      setContent('')
      toast({ title: 'Comment Submitted!', description: 'Your comment is awaiting approval from the administrator.', variant: 'success' })
    },
  })
  // One click, one comment: a double click must not send a second copy (which the rate limit
  // would refuse, turning a saved comment into a red 'Comment not submitted').
  const submitOnce = useSingleSubmit(submit.mutateAsync)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateComment(name, content)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    // Read from the DOM, not React state: bots often set a field's value without input events.
    const website = new FormData(event.currentTarget).get(HONEYPOT_NAME)
    void submitOnce({ id: newCommentId(), articleId, authorName: name, content, website: typeof website === 'string' ? website : '' })
  }

  // POST: submitted natively, on a prerendered page before the app has taken over, what was
  // typed does not end up in the address (history, logs, Referer).
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Leave a comment" className="space-y-4 rounded-lg bg-gray-50 p-4 sm:p-6">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">Your Name</label>
        <input id={`${id}-name`} name="name" autoComplete="name" maxLength={COMMENT_NAME_MAX * 2} value={name} onChange={(event) => setName(event.target.value)} placeholder="Enter your name" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="text-sm font-semibold text-ink">Your Comment</label>
        <textarea id={`${id}-content`} name="comment" rows={4} maxLength={COMMENT_TEXT_MAX * 2} value={content} onChange={(event) => setContent(event.target.value)} placeholder="Share your thoughts..." className={fieldClass} />
      </div>
      {/*
        Honeypot: moved off-screen (bots skip fields hidden with display:none), out of the
        accessibility tree and the Tab order, never autofilled. The database refuses a filled one
        with the same answer as the rate limit.
      */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_NAME}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_NAME}`} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  )
}
