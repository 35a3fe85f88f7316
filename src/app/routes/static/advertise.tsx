import { Link } from 'react-router-dom'
import { AD_SIZES, SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

const PLACEMENTS: Record<(typeof AD_SIZES)[number], string> = {
  '728x90': 'Leaderboard between front-page sections and inside articles',
  '300x250': 'Medium rectangle at the top of the reading sidebar',
  '300x200': 'Sidebar rectangle beside every article and section page',
  '500x200': 'Banner at the end of every article, before the comments',
  '300x150': 'Compact unit at the foot of the reading sidebar',
}

export function AdvertiseRoute() {
  return (
    <StaticPage title="Advertise With Us" intro={`Reach an engaged audience of readers who come to ${SITE_NAME} for argument, analysis and depth.`}>
      <p>
        Our readers are decision-makers, students, professionals and engaged citizens who read to the end of the page.
        We offer clearly labelled display placements and sponsored features that respect that attention.
      </p>
      <h2>Who reads us</h2>
      <p>
        Our audience is spread across the United States, the United Kingdom, Canada, Nigeria and Israel, and it reads across
        sections: a reader who arrives for a health column often stays for politics or a long documentary feature. Most visits
        come directly or through our newsletter rather than through social feeds, which means readers who chose to be here.
      </p>
      <h2>Standard placements</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4 font-semibold">Size (pixels)</th>
              <th scope="col" className="py-2 font-semibold">Where it appears</th>
            </tr>
          </thead>
          <tbody>
            {AD_SIZES.map((size) => (
              <tr key={size} className="border-b border-gray-200">
                <td className="py-2 pr-4 font-mono">{size}</td>
                <td className="py-2">{PLACEMENTS[size]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Sponsored features</h2>
      <p>
        For partners with a story to tell, we produce sponsored features with a separate commercial team. They carry a clear
        "Sponsored" label, are never written by our reporters, and never appear inside the news or opinion sections. Campaigns
        can be booked by the week or the month, and can include a newsletter mention.
      </p>
      <h2>Our principles</h2>
      <ul>
        <li>Advertising is always labelled and visually separate from journalism.</li>
        <li>Advertisers never see, review or influence our editorial content before publication.</li>
        <li>We do not accept political advertising, or advertising for products we consider harmful.</li>
        <li>We do not sell our readers' personal data to advertisers.</li>
      </ul>
      <h2>Get started</h2>
      <p>
        For rates, audience figures and availability, write to our partnerships team through the{' '}
        <Link to={paths.contact}>contact page</Link>. We usually reply within two working days.
      </p>
    </StaticPage>
  )
}
