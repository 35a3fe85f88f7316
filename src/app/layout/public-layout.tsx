import { Link, Outlet } from 'react-router'
import { SITE_NAME } from '@/config/site.ts'

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200">
        <div className="mx-auto max-w-7xl px-4 py-4">
          <Link to="/" className="font-serif text-3xl font-bold text-brand">
            {SITE_NAME}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  )
}
