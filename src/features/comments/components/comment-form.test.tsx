import { PostgrestError } from '@supabase/postgrest-js'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast-store.ts'
import { submitComment } from '@/data/comments/comment-fetchers.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { getLocalComments } from '../utils/local-comments.ts'
import { CommentForm } from './comment-form.tsx'
import { firstOf } from '../../../../tests/support/items.ts'

vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }))
vi.mock('@/data/comments/comment-fetchers.ts', () => ({ submitComment: vi.fn() }))

function setup() {
  // The app's own query client, so failures go through its one error path.
  render(
    <QueryClientProvider client={createQueryClient()}>
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
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
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
    const [, sent] = firstOf(vi.mocked(submitComment).mock.calls, 'a submitted comment')
    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), articleId: 'article-1', authorName: 'Ada', content: 'Well argued.', website: '' })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Comment Submitted!', description: 'Your comment is awaiting approval from the administrator.' }))
    expect(getLocalComments('article-1')).toMatchObject([{ id: sent.id, author: 'Ada', content: 'Well argued.', status: 'pending' }])
  })

  it('keeps the text and says in plain words what failed when the network is down', async () => {
    vi.mocked(submitComment).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { name, comment, button } = setup()
    await userEvent.type(name, 'Ada')
    await userEvent.type(comment, 'Hi')
    await userEvent.click(button)
    await waitFor(() => expect(toast).toHaveBeenCalledWith({
      title: 'Comment not submitted',
      description: "Your comment wasn't sent. Check your connection and try again.",
      variant: 'destructive',
    }))
    expect(toast).toHaveBeenCalledTimes(1)
    expect(comment).toHaveValue('Hi')
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Comment not submitted'), expect.any(TypeError))
  })

  it('tells a reader who comments too fast to wait (HTTP 429 / PT429)', async () => {
    const limited = Object.assign(new PostgrestError({ code: 'PT429', message: 'rate limit exceeded', details: '', hint: '' }), { status: 429 })
    vi.mocked(submitComment).mockRejectedValueOnce(limited)
    const { name, comment, button } = setup()
    await userEvent.type(name, 'Ada')
    await userEvent.type(comment, 'Again')
    await userEvent.click(button)
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({
      title: 'Comment not submitted',
      description: "You're commenting too fast — try again in a minute",
    })))
    expect(comment).toHaveValue('Again')
    expect(name).toHaveValue('Ada')
    expect(getLocalComments('article-1')).toEqual([])
  })

  it('hides the honeypot from people and sends what a bot wrote into it, even without input events', async () => {
    vi.mocked(submitComment).mockResolvedValueOnce(undefined)
    const { name, comment, button } = setup()
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.autocomplete).toBe('off')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    honeypot.value = 'https://spam.example'
    await userEvent.type(name, 'Bot')
    await userEvent.type(comment, 'Buy now')
    await userEvent.click(button)
    await waitFor(() => expect(submitComment).toHaveBeenCalled())
    expect(firstOf(vi.mocked(submitComment).mock.calls, 'a submitted comment')[1]).toMatchObject({ website: 'https://spam.example' })
  })
})
