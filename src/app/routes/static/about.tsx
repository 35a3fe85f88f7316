import { Compass, Gem, MessagesSquare, Scale, Shield } from 'lucide-react'
import { Link } from 'react-router-dom'
import { FOUNDED_YEAR, SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

const VALUES = [
  { name: 'Integrity', icon: Scale, text: 'We separate fact from opinion, label each clearly, and correct our mistakes in public.' },
  { name: 'Courage', icon: Shield, text: 'We publish arguments that powerful people would rather not read, and we stand behind them.' },
  { name: 'Curiosity', icon: Compass, text: 'We ask the next question, follow the evidence, and change our minds when it points elsewhere.' },
  { name: 'Quality', icon: Gem, text: 'Every piece is edited, fact-checked and written to respect the time of the people who read it.' },
  { name: 'Engagement', icon: MessagesSquare, text: 'Our readers are part of the conversation: we read every comment and answer every tip.' },
]

export function AboutRoute() {
  return (
    <StaticPage title="About Us" intro={`${SITE_NAME} is an independent newsroom for opinion and analysis, founded in ${FOUNDED_YEAR}.`}>
      <h2>Our story</h2>
      <p>
        {SITE_NAME} was founded in {FOUNDED_YEAR} by a small group of reporters and editors who believed that opinion
        journalism had lost its way. Too much commentary had become shouting; too little of it was built on reporting.
        We set out to publish arguments that are clear about where they stand and honest about the facts beneath them.
      </p>
      <p>
        Today our writers cover health, politics, the United States, the United Kingdom, Canada, Nigeria, Israel, sport,
        entertainment and long-form documentary. We remain independent: no party, company or government tells us what to
        publish, and our placeholder advertising never influences our coverage.
      </p>
      <h2>What we value</h2>
      <ul className="grid gap-4 !list-none !space-y-0 !pl-0 sm:grid-cols-2">
        {VALUES.map(({ name, icon: Icon, text }) => (
          <li key={name} className="rounded-lg border border-gray-200 p-4">
            <h3 className="!mt-0 flex items-center gap-2">
              <Icon className="h-5 w-5 text-brand" aria-hidden />
              {name}
            </h3>
            <p className="mt-2 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
      <h2>Get in touch</h2>
      <p>
        Have a story we should be covering, or a correction to report? Visit our <Link to={paths.contact}>contact page</Link>.
        Want to write with us? See our <Link to={paths.careers}>current openings</Link>.
      </p>
    </StaticPage>
  )
}
