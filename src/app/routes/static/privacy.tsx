import { Link } from 'react-router-dom'
import { ANALYTICS_LIMIT_MINUTES, ANALYTICS_RAW_DAYS, ANALYTICS_VIEWS_PER_MINUTE } from '@/config/analytics.ts'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

export function PrivacyRoute() {
  return (
    <StaticPage title="Privacy Policy" intro={`What personal data ${SITE_NAME} collects, why, and the choices you have.`} updated="November 28, 2026">
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
      <h3 id="counting-visits">Counting visits</h3>
      <p>
        To know which articles are read, once a page has appeared your browser sends us one short message about it. We record:
      </p>
      <ul>
        <li>the page (its address without anything after a "?"), and which article it is;</li>
        <li>the name of the site whose link brought you here, such as google.com, and nothing more of that link; only for the first page you open;</li>
        <li>the campaign tags in the page's address, if it has them (utm_source, utm_medium, utm_campaign);</li>
        <li>whether your device is a computer, a phone or a tablet, as your browser describes itself;</li>
        <li>the time.</li>
      </ul>
      <p>
        To count each visitor once a day without knowing who they are, our database combines a random secret that changes
        every day with your IP address, your browser's description of itself (its user agent) and our site's address, and turns
        them into a code that cannot be turned back (a one-way hash). Only that code is kept. Each day's secret is deleted once
        the day is over (midnight UTC), so nobody, us included, can tell who a code belongs to or link your visits on two
        different days. Your IP address and your user agent are never stored. To stop anyone flooding the count, the database
        also keeps, for at most {ANALYTICS_LIMIT_MINUTES} minutes, how many pages were counted from your IP address, under a
        keyed hash of it; more than {ANALYTICS_VIEWS_PER_MINUTE} a minute are not counted.
      </p>
      <p>
        This uses no cookie and stores nothing in your browser. Nothing is sent, and nothing is recorded, when your browser
        asks sites not to track you (Do Not Track or Global Privacy Control); visits by search engines' crawlers and by
        link previews are not counted. The records are kept for {ANALYTICS_RAW_DAYS} days; the daily totals made from them
        (views and visitors per page, referring site, campaign and kind of device) are kept. Only our editors and
        administrators can see these figures.
      </p>
      <h3>Newsletter</h3>
      <p>
        When you subscribe we store your email address and the date you subscribed, to send you the newsletter. The legal basis
        is your consent, which you can withdraw at any time by unsubscribing or asking us to delete your address. Until you
        confirm your subscription we also keep the page you subscribed from; when you confirm, we add one to that page's count
        of sign-ups and delete the page from your record.
      </p>
      <p>
        The links in our newsletter pass through our site, which counts how many times each link of each issue was followed,
        and not by whom: every copy of an issue carries the same links. Our newsletters contain no tracking pixel, so we do not
        know whether you opened one.
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
        <li>Page-view records: {ANALYTICS_RAW_DAYS} days; the secret that codes a day's visitors: deleted when the day is over; daily totals of views, visitors and newsletter clicks: kept.</li>
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
