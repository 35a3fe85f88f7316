import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ArticleContent } from './article-content.tsx'

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
