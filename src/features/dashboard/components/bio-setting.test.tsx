import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { BioSetting } from './bio-setting.tsx'

const mutate = vi.fn()

// The form's own rules are what is tested here; reading and writing the row is the data layer's
// (tests/product/author-pages.test.ts).
vi.mock('@/data/authors/author-profile-queries.ts', () => ({
  authorProfileQueries: {
    profile: (userId: string) =>
      queryOptions({ queryKey: ['authors', 'profile', userId], queryFn: () => Promise.resolve({ bio: null, slug: 'jo-doe', display_name: 'Jo Doe' }) }),
  },
}))
vi.mock('@/data/authors/author-profile-mutations.ts', () => ({ useUpdateBioMutation: () => ({ mutate, isPending: false }) }))

function renderSetting() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <BioSetting userId="u1" />
    </QueryClientProvider>,
  )
}

describe('BioSetting', () => {
  it('links to the author page, counts characters up to 400 and saves', async () => {
    renderSetting()
    expect(await screen.findByRole('link', { name: 'View your author page' })).toHaveAttribute('href', '/author/jo-doe')
    fireEvent.click(screen.getByRole('button', { name: 'Change bio' }))
    const field = screen.getByLabelText('Your bio (shown on your author page)')
    fireEvent.change(field, { target: { value: 'Covers the courts.' } })
    expect(screen.getByText('18/400 characters')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save bio' }))
    expect(mutate).toHaveBeenCalledWith({ userId: 'u1', bio: 'Covers the courts.' })
  })

  it('says plainly when the bio is too long, and does not send it', async () => {
    mutate.mockClear()
    renderSetting()
    await screen.findByRole('link', { name: 'View your author page' })
    fireEvent.click(screen.getByRole('button', { name: 'Change bio' }))
    fireEvent.change(screen.getByLabelText('Your bio (shown on your author page)'), { target: { value: 'x'.repeat(401) } })
    expect(screen.getByRole('alert')).toHaveTextContent('A bio can be at most 400 characters long (this one has 401).')
    expect(screen.getByText('401/400 characters')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save bio' })).toBeDisabled()
    expect(mutate).not.toHaveBeenCalled()
  })
})
