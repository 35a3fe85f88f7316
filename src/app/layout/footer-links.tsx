import { Link } from 'react-router-dom'
import { CATEGORIES } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'

const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Sections',
    links: CATEGORIES.slice(0, 10).map((category) => ({ label: category.label, to: paths.category(category.value) })),
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
      { label: 'Careers', to: paths.careers },
      { label: 'Advertise', to: paths.advertise },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Cookie Policy', to: paths.cookies },
      { label: 'Sitemap', to: paths.sitemap },
    ],
  },
]

export function FooterLinks() {
  return (
    <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
      {COLUMNS.map((column) => (
        <nav key={column.title} aria-label={`Footer ${column.title}`} className={column.title === 'Sections' ? 'col-span-2 sm:col-span-1' : undefined}>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{column.title}</h2>
          <ul className={column.title === 'Sections' ? 'mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1' : 'mt-3 space-y-2'}>
            {column.links.map((link) => (
              <li key={link.to}>
                {link.to === paths.sitemap ? (
                  <a href={link.to} className="text-sm text-gray-300 hover:text-white hover:underline">{link.label}</a>
                ) : (
                  <Link to={link.to} className="text-sm text-gray-300 hover:text-white hover:underline">{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}
