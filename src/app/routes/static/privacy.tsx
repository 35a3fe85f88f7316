import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

export function PrivacyRoute() {
  return (
    <StaticPage title="Privacy Policy" intro={`What personal data ${SITE_NAME} collects, why, and the choices you have.`} updated="January 1, 2026">
      <h2>Who we are</h2>
      <p>
        {SITE_NAME} is the controller of the personal data described here. You can reach us about privacy at any time through
        the <Link to={paths.contact}>contact page</Link>.
      </p>
      <h2>What we collect and why</h2>
      <h3>Reading the site</h3>
      <p>
        You can read every article without an account. We do not use advertising trackers or analytics cookies. Our hosting
        provider keeps standard server logs (IP address, time, page requested, browser type) for up to 30 days to keep the
        service secure and working.
      </p>
      <h3>Newsletter</h3>
      <p>
        When you subscribe we store your email address and the date you subscribed, to send you the newsletter. The legal basis
        is your consent, which you can withdraw at any time by unsubscribing or asking us to delete your address.
      </p>
      <h3>Comments</h3>
      <p>
        When you comment we store the name you type, your comment, the article it belongs to and the time. Approved comments,
        with the name you chose, are public. Your browser also keeps a copy of the comments you submitted on this device so you
        can see them while they await moderation; this copy never leaves your device and you can clear it through your browser settings.
      </p>
      <h3>Embedded videos</h3>
      <p>
        Our floating video player embeds videos from YouTube. When a video loads, YouTube (Google) receives your IP address and
        may set its own cookies, under Google's privacy policy.
      </p>
      <h2>Sharing</h2>
      <p>
        We do not sell personal data. We share it only with the service providers that host our database and send our email,
        under contracts that require them to protect it, or when the law requires us to.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>Newsletter addresses: until you unsubscribe.</li>
        <li>Comments: for as long as the article is published, or until you ask us to remove them.</li>
        <li>Server logs: up to 30 days.</li>
      </ul>
      <h2>Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object
        to or restrict its use, and to complain to your data protection authority. To exercise any of these rights, contact us;
        we will answer within one month.
      </p>
      <h2>Children</h2>
      <p>The site is not directed at children under 13, and we do not knowingly collect their personal data.</p>
      <h2>Changes</h2>
      <p>
        We will post any change to this policy on this page and update the date above. See also our{' '}
        <Link to={paths.cookies}>Cookie Policy</Link>.
      </p>
    </StaticPage>
  )
}
