import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import type { StaffRole } from '@/data/admins/staff-role.ts'
import type { DashboardPanels } from '../utils/dashboard-tabs.ts'
import { DashboardLayout } from './dashboard-layout.tsx'

function BrokenArticlesTab(): never {
  throw new Error('malformed article row')
}

const panels: DashboardPanels = {
  articles: () => <BrokenArticlesTab />,
  videos: () => <p>Video posts</p>,
  comments: () => <p>Comments</p>,
  subscribers: () => <p>Subscribers</p>,
  newsletter: () => <p>Newsletter</p>,
  analytics: () => <p>Analytics</p>,
  team: () => <p>Team</p>,
  settings: () => <p>Settings</p>,
  import: () => <p>Import</p>,
}

vi.mock('./overview-tab.tsx', () => ({ OverviewTab: () => <p>Overview counts</p> }))
// The header's byline reads the backend; only the header's frame matters here.
vi.mock('./byline-setting.tsx', () => ({ BylineSetting: () => null }))
vi.mock('./bio-setting.tsx', () => ({ BioSetting: () => null }))

function renderDashboard(tab: string, path = '/admin', role: StaffRole = 'admin') {
  return render(
    <MemoryRouter initialEntries={[`${path}?tab=${tab}`]}>
      <DashboardLayout userId="u1" email="editor@example.com" onLogout={() => {}} panels={panels} role={role} />
    </MemoryRouter>,
  )
}

describe('DashboardLayout', () => {
  it("offers a contributor the Articles tab only, even when the address names another", () => {
    renderDashboard('subscribers', '/admin', 'contributor')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Articles'])
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByText('Subscribers')).not.toBeInTheDocument()
  })

  it('offers an editor every tab', () => {
    renderDashboard('subscribers', '/admin', 'editor')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent))
      .toEqual(['Overview', 'Articles', 'Video Posts', 'Comments', 'Subscribers', 'Newsletter', 'Analytics'])
    expect(screen.getByText('Subscribers', { selector: 'p' })).toBeInTheDocument()
  })

  it('shows a tab that fails to render as the error message, with the header and the nav still there', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDashboard('articles')

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent("Something went wrong")
    expect(alert).toHaveTextContent("This page couldn't be shown. Try again.")
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    // The open tab is the page's main landmark; the header and the nav stay outside it.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('tabpanel'))
    expect(screen.getByRole('main')).not.toContainElement(screen.getByRole('button', { name: 'Logout' }))
    expect(logged).toHaveBeenCalledWith('Dashboard tab error:', expect.objectContaining({ message: 'malformed article row' }), expect.any(String))
    logged.mockRestore()
  })

  it('starts afresh when another tab is chosen', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDashboard('articles')

    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }))

    expect(screen.getByText('Overview counts')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    logged.mockRestore()
  })

  it('the article editor\'s address shows the Articles tab, whatever ?tab says', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDashboard('videos', '/admin/dashboard/articles/new')
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    logged.mockRestore()
  })
})
