import { Briefcase, MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

const OPENINGS = [
  {
    title: 'Senior Political Correspondent',
    location: 'Remote',
    type: 'Full-time',
    text: 'Lead our coverage of elections, legislatures and the people who run them. Five or more years of political reporting and a contact book to match.',
  },
  {
    title: 'Sports Analyst & Writer',
    location: 'New York',
    type: 'Full-time',
    text: 'Write sharp, data-literate analysis across the major leagues, and help shape our sports documentary slate.',
  },
  {
    title: 'Investigative Reporter - Documentary Unit',
    location: 'Remote',
    type: 'Contract',
    text: 'Spend months, not hours, on a story. Court records, sources and patience required; experience with long-form narrative a plus.',
  },
]

export function CareersRoute() {
  return (
    <StaticPage title="Careers" intro={`Join the newsroom at ${SITE_NAME}: we are hiring reporters who care about evidence and argument.`}>
      <p>
        We are a small, fully independent team. We offer competitive pay, flexible hours, a generous freelance budget and
        editors who will make your work better. We welcome applicants from every background.
      </p>
      <h2>Open positions</h2>
      <ul className="!list-none !space-y-4 !pl-0">
        {OPENINGS.map((job) => (
          <li key={job.title} className="rounded-lg border border-gray-200 p-5">
            <h3 className="!mt-0 font-serif !text-xl">{job.title}</h3>
            <p className="mt-2 flex flex-wrap gap-4 text-sm text-ink-muted">
              <span className="inline-flex items-center gap-1"><MapPin className="h-4 w-4" aria-hidden />{job.location}</span>
              <span className="inline-flex items-center gap-1"><Briefcase className="h-4 w-4" aria-hidden />{job.type}</span>
            </p>
            <p className="mt-3">{job.text}</p>
            <Link
              to={paths.contact}
              aria-label={`Apply for ${job.title}`}
              className="mt-4 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold !text-white !no-underline hover:bg-brand-dark"
            >
              Apply
            </Link>
          </li>
        ))}
      </ul>
    </StaticPage>
  )
}
