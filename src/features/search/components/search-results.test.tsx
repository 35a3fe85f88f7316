import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { SearchResults } from './search-results.tsx'

const result = (id: string, title: string) => ({
  id, slug: id, title, excerpt: 'Summary', category: 'political', publish_date: '2026-03-04T12:00:00Z',
})

function renderResults(props: Partial<Parameters<typeof SearchResults>[0]>) {
  return render(
    <MemoryRouter>
      <SearchResults ready={true} loading={false} data={undefined} {...props} />
    </MemoryRouter>,
  )
}

describe('SearchResults', () => {
  it('asks for three characters before searching', () => {
    renderResults({ ready: false })
    expect(screen.getByText('Start Typing to Search')).toBeInTheDocument()
    expect(screen.getByText('Enter at least 3 characters')).toBeInTheDocument()
  })

  it('says so when nothing matches', () => {
    renderResults({ data: { results: [], total: 0, more: false, suggestions: [], correction: null } })
    expect(screen.getByText('No Results Found')).toBeInTheDocument()
    expect(screen.getByText('Try a different search term')).toBeInTheDocument()
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument()
  })

  it('offers the suggested titles, each a link to its article, when nothing matches', () => {
    const suggestions = [{ slug: 'senate-filibuster', title: 'Senate Filibuster Ends' }, { slug: 'sleep-study', title: 'Why We Sleep' }]
    renderResults({ data: { results: [], total: 0, more: false, suggestions, correction: null } })
    expect(screen.getByText('No Results Found')).toBeInTheDocument()
    expect(screen.getByText('Did you mean:')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Did you mean:' })
    expect(list).toHaveTextContent('Senate Filibuster Ends?Why We Sleep?')
    expect(screen.getByRole('link', { name: 'Senate Filibuster Ends' })).toHaveAttribute('href', '/senate-filibuster')
    expect(screen.getByRole('link', { name: 'Why We Sleep' })).toHaveAttribute('href', '/sleep-study')
  })

  it('counts the results and links each to its article', () => {
    renderResults({ data: { results: [result('budget-day', 'Budget Day'), result('rates-up', 'Rates Up')], total: 2, more: false, suggestions: [], correction: null } })
    expect(screen.getByText('2 results found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Budget Day/ })).toHaveAttribute('href', '/budget-day')
    expect(screen.getByRole('link', { name: /Rates Up/ })).toHaveAttribute('href', '/rates-up')
  })

  it('shows "N+" when the database has more matches than the list shows (there is no count)', () => {
    const results = Array.from({ length: 20 }, (_, index) => result(`story-${index}`, `Story ${index}`))
    renderResults({ data: { results, total: 20, more: true, suggestions: [], correction: null } })
    expect(screen.getByText('20+ results found')).toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(20)
  })

  it('says "Did you mean" with the corrected term above its results, and searches for it when chosen', () => {
    const onSearch = vi.fn()
    const results = [result('housing-plan', 'Housing Plan Passes'), result('rents-rise', 'Rents Rise Again')]
    renderResults({ data: { results, total: 2, more: false, suggestions: [], correction: 'housing' }, onSearch })
    expect(screen.getByTestId('search-correction')).toHaveTextContent(/^Did you mean: housing$/)
    expect(screen.getByText('2 results found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Housing Plan Passes/ })).toHaveAttribute('href', '/housing-plan')
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'housing' }))
    expect(onSearch).toHaveBeenCalledWith('housing')
  })

  it('says nothing of a correction when the typed term found the results', () => {
    renderResults({ data: { results: [result('budget-day', 'Budget Day')], total: 1, more: false, suggestions: [], correction: null } })
    expect(screen.queryByTestId('search-correction')).not.toBeInTheDocument()
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument()
  })
})
