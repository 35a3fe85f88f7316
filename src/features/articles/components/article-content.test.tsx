import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ArticleContent } from './article-content.tsx'

vi.mock('@/config/env.ts', () => ({
  env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'test-anon-key-0123456789', VITE_SITE_NAME: 'The Daily Opinion' },
}))

describe('ArticleContent', () => {
  it('renders the article HTML without anything executable', () => {
    const { container } = render(
      <ArticleContent html={'<h2>Why</h2><p>Text <a href="javascript:alert(1)">bad</a></p><img src="x" onerror="alert(1)"><script>alert(1)</script>'} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i)
  })

  it('shows filler paragraphs and a 728x90 banner when the content is empty', () => {
    render(<ArticleContent html="" />)
    expect(screen.getByTestId('article-filler')).toBeInTheDocument()
    expect(screen.getByTestId('ad-slot')).toHaveAttribute('data-size', '728x90')
  })

  it('treats content that sanitises to nothing as empty', () => {
    render(<ArticleContent html="<script>alert(1)</script>" />)
    expect(screen.getByTestId('article-filler')).toBeInTheDocument()
  })
})
