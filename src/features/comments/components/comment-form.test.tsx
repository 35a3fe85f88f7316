import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast-store.ts'
import { submitComment } from '../api/comment-queries.ts'
import { getLocalComments } from '../utils/local-comments.ts'
import { CommentForm } from './comment-form.tsx'

vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }))
vi.mock('../api/comment-queries.ts', () => {
  const submitComment = vi.fn()
  return { submitComment, commentQueries: { submit: () => ({ mutationFn: submitComment }) } }
})

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommentForm articleId="article-1" />
    </QueryClientProvider>,
  )
  return {
    name: screen.getByLabelText('Your Name'),
    comment: screen.getByLabelText('Your Comment'),
    button: screen.getByRole('button', { name: 'Post Comment' }),
  }
}

beforeEach(() => {
  localStorage.clear()
  vi.mocked(toast).mockClear()
  vi.mocked(submitComment).mockReset()
})

describe('CommentForm', () => {
  it('requires a name', async () => {
    const { comment, button } = setup()
    await userEvent.type(comment, 'Hello')
    await userEvent.click(button)
    expect(toast).toHaveBeenCalledWith({ title: 'Name required', description: 'Please enter your name.', variant: 'destructive' })
    expect(submitComment).not.toHaveBeenCalled()
  })

  it('requires a comment', async () => {
    const { name, button } = setup()
    await userEvent.type(name, 'Ada')
    await userEvent.click(button)
    expect(toast).toHaveBeenCalledWith({ title: 'Comment is empty', description: 'Please write a comment.', variant: 'destructive' })
  })

  it('submits, clears the comment, keeps the name and remembers it as pending', async () => {
    vi.mocked(submitComment).mockResolvedValueOnce(undefined)
    const { name, comment, button } = setup()
    await userEvent.type(name, 'Ada')
    await userEvent.type(comment, 'Well argued.')
    await userEvent.click(button)
    await waitFor(() => expect(comment).toHaveValue(''))
    expect(name).toHaveValue('Ada')
    expect(vi.mocked(submitComment).mock.calls[0][0]).toEqual({ articleId: 'article-1', authorName: 'Ada', content: 'Well argued.' })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Comment Submitted!', description: 'Your comment is awaiting approval from the administrator.' }))
    expect(getLocalComments('article-1')).toMatchObject([{ author: 'Ada', content: 'Well argued.', status: 'pending' }])
  })

  it('keeps the text and reports the error when the backend refuses', async () => {
    vi.mocked(submitComment).mockRejectedValueOnce(new Error('new row violates check constraint'))
    const { name, comment, button } = setup()
    await userEvent.type(name, 'Ada')
    await userEvent.type(comment, 'Hi')
    await userEvent.click(button)
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', description: 'new row violates check constraint' })))
    expect(comment).toHaveValue('Hi')
  })
})
