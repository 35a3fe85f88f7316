import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast-store.ts'
import { subscribe } from '@/data/subscribers/subscriber-fetchers.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { NewsletterForm } from './newsletter-form.tsx'

vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }))
vi.mock('@/data/subscribers/subscriber-fetchers.ts', () => ({ subscribe: vi.fn() }))

function setup() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  )
  return { input: screen.getByLabelText('Email address'), button: screen.getByRole('button', { name: 'Subscribe' }) }
}

beforeEach(() => {
  vi.mocked(toast).mockClear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('NewsletterForm', () => {
  it('rejects an invalid address without calling the backend', async () => {
    const { input, button } = setup()
    await userEvent.type(input, 'not-an-email')
    await userEvent.click(button)
    expect(toast).toHaveBeenCalledWith({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' })
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('thanks the reader and clears the field', async () => {
    vi.mocked(subscribe).mockResolvedValueOnce(undefined)
    const { input, button } = setup()
    await userEvent.type(input, 'reader@example.com')
    await userEvent.click(button)
    await waitFor(() => expect(input).toHaveValue(''))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thanks for joining the community!', description: 'A confirmation e-mail is on its way: open the link in it to start receiving our newsletter.' }))
  })

  it('a double click sends one request', async () => {
    let answer: () => void = () => undefined
    vi.mocked(subscribe).mockClear().mockImplementationOnce(() => new Promise<void>((resolve) => { answer = resolve }))
    const { input, button } = setup()
    await userEvent.type(input, 'reader@example.com')
    await userEvent.dblClick(button)
    answer()
    await waitFor(() => expect(input).toHaveValue(''))
    expect(subscribe).toHaveBeenCalledTimes(1)
  })

  it('says in plain words that the address was not added when the network is down', async () => {
    vi.mocked(subscribe).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { input, button } = setup()
    await userEvent.type(input, 'reader@example.com')
    await userEvent.click(button)
    await waitFor(() => expect(toast).toHaveBeenCalledWith({
      title: 'Subscription failed',
      description: "We couldn't add your address to the newsletter. Check your connection and try again.",
      variant: 'destructive',
    }))
    expect(input).toHaveValue('reader@example.com')
  })
})
