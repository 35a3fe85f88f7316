import { render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/site.ts'
import { PublicPageError } from './route-errors.tsx'

function Layout() {
  return (
    <>
      <header>Masthead</header>
      <main><Outlet /></main>
      <footer>Footer links</footer>
    </>
  )
}

function renderPage(page: { Component?: () => never; lazy?: () => Promise<never> }) {
  const router = createMemoryRouter(
    [{ path: '/', Component: Layout, HydrateFallback: () => null, children: [{ ErrorBoundary: PublicPageError, children: [{ index: true, ...page }] }] }],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('PublicPageError', () => {
  it('shows a render error in plain words with Try again, inside the layout, and logs the detail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage({ Component: () => { throw new RangeError('Invalid time value') } })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(alert).toHaveTextContent("This page couldn't be shown. Try again.")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(alert).not.toHaveTextContent('Invalid time value')
    expect(screen.getByText('Masthead')).toBeInTheDocument()
    expect(screen.getByText('Footer links')).toBeInTheDocument()
    expect(logged.mock.calls.some((args) => args.some((arg) => arg instanceof RangeError))).toBe(true)
  })

  it('shows the message when the chunk that was reloaded for fails again, instead of reloading in a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/about-x1.js')
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, `${Date.now()} ${failure.message}`)
    renderPage({ lazy: () => Promise.reject(failure) })

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByText('Masthead')).toBeInTheDocument()
  })
})
