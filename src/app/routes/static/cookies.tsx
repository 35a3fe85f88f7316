import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

export function CookiesRoute() {
  return (
    <StaticPage title="Cookie Policy" intro={`How ${SITE_NAME} uses cookies and similar browser storage.`} updated="January 1, 2026">
      <h2>The short version</h2>
      <p>
        We do not set advertising or analytics cookies. The site works without cookies for readers. We use your browser's local
        storage only for features you use, and a video provider may set its own cookies when its player loads. We count visits
        without any cookie or browser storage (see <Link to={`${paths.privacy}#counting-visits`}>Counting visits</Link>).
      </p>
      <h2>What we store in your browser</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4 font-semibold">Item</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Purpose</th>
              <th scope="col" className="py-2 font-semibold">Duration</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-gray-200">
              <td className="py-2 pr-4">Your submitted comments (local storage)</td>
              <td className="py-2 pr-4">Shows your own comments marked "awaiting approval" until a moderator reviews them</td>
              <td className="py-2">Until approved, or 30 days</td>
            </tr>
            <tr className="border-b border-gray-200">
              <td className="py-2 pr-4">Editor session (local storage)</td>
              <td className="py-2 pr-4">Keeps our editors signed in to the newsroom dashboard; never set for readers</td>
              <td className="py-2">Until sign-out</td>
            </tr>
            <tr className="border-b border-gray-200">
              <td className="py-2 pr-4">Article drafts (local storage)</td>
              <td className="py-2 pr-4">Saves an editor's unfinished articles and edits, one per article; never set for readers</td>
              <td className="py-2">Until published or signed out</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>Third-party cookies</h2>
      <p>
        The floating video player embeds YouTube. When it loads, YouTube may set cookies to play the video, remember your
        preferences and measure viewing. These are controlled by Google; see Google's privacy and cookie policies. You can
        minimise the player, and you can block third-party cookies in your browser without affecting the rest of the site.
      </p>
      <h2>Managing storage</h2>
      <p>
        Every browser lets you view and delete cookies and local storage for a site, and block them entirely. Blocking them will
        not stop you reading {SITE_NAME}; you will only stop seeing your own pending comments.
      </p>
      <h2>Questions</h2>
      <p>
        Read our <Link to={paths.privacy}>Privacy Policy</Link> or reach us through the <Link to={paths.contact}>contact page</Link>.
      </p>
    </StaticPage>
  )
}
