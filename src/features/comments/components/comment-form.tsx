import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/config/site.ts'
import { useSubmitCommentMutation } from '@/data/comments/comment-mutations.ts'
import { addLocalComment } from '../utils/local-comments.ts'
import { validateComment } from '../utils/validate-comment.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40'

export function CommentForm({ articleId }: { articleId: string }) {
  const id = useId()
  const [name, setName] = useState('')
  const [content, setContent] = useState('')
  // A failure ('Comment not submitted') is the query client's toast; the text stays in the form.
  const submit = useSubmitCommentMutation({
    onSuccess: (_, variables) => {
      addLocalComment(articleId, variables.authorName, variables.content)
      setContent('')
      toast({ title: 'Comment Submitted!', description: 'Your comment is awaiting approval from the administrator.', variant: 'success' })
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateComment(name, content)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    submit.mutate({ articleId, authorName: name, content })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Leave a comment" className="space-y-4 rounded-lg bg-gray-50 p-4 sm:p-6">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">Your Name</label>
        <input id={`${id}-name`} name="name" autoComplete="name" maxLength={COMMENT_NAME_MAX * 2} value={name} onChange={(event) => setName(event.target.value)} placeholder="Enter your name" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="text-sm font-semibold text-ink">Your Comment</label>
        <textarea id={`${id}-content`} name="comment" rows={4} maxLength={COMMENT_TEXT_MAX * 2} value={content} onChange={(event) => setContent(event.target.value)} placeholder="Share your thoughts..." className={fieldClass} />
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  )
}
