import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { StaticPage } from './static-page.tsx'

export function TermsRoute() {
  return (
    <StaticPage title="Terms of Service" intro={`The rules for using ${SITE_NAME}, its newsletter and its comment sections.`} updated="January 1, 2026">
      <h2>1. Accepting these terms</h2>
      <p>
        By reading, commenting on or subscribing to {SITE_NAME} (the "site") you agree to these terms. If you do not agree,
        please do not use the site. We may update these terms; the date above shows when they last changed, and continuing
        to use the site after a change means you accept the new version.
      </p>
      <h2>2. Our content</h2>
      <p>
        Articles, photographs, graphics and videos on the site are protected by copyright and belong to us or to the people
        who licensed them to us. You may read, share links to and quote short extracts of our articles with attribution and a
        link back. You may not republish whole articles, or use our content to train automated systems, without written permission.
      </p>
      <p>
        Much of what we publish is opinion. Opinion pieces reflect the views of their authors, not necessarily those of the
        site. Nothing we publish is legal, medical, financial or other professional advice.
      </p>
      <h2>3. Comments</h2>
      <p>Comments are moderated before they appear. By submitting a comment you confirm that it is your own words and you agree that:</p>
      <ul>
        <li>you will not post anything unlawful, defamatory, harassing, hateful, obscene or that invades someone's privacy;</li>
        <li>you will not impersonate anyone, spam, advertise or post links to malicious software;</li>
        <li>we may decline, edit for length or remove any comment at our discretion, without giving a reason;</li>
        <li>you grant us a non-exclusive, royalty-free licence to display your comment on the site.</li>
      </ul>
      <p>The name you give is shown publicly with your comment. Do not include personal information you do not want published.</p>
      <h2>4. Newsletter</h2>
      <p>
        If you subscribe, we will email you our newsletter until you unsubscribe. Every issue contains an unsubscribe link, or
        you can ask us through the <Link to={paths.contact}>contact page</Link> to remove your address.
      </p>
      <h2>5. Third-party content</h2>
      <p>
        Some pages embed videos hosted by YouTube and link to other websites. We are not responsible for the content or
        practices of those services, which have their own terms.
      </p>
      <h2>6. Availability and liability</h2>
      <p>
        We work to keep the site accurate and available but provide it "as is", without warranties of any kind. To the extent
        the law allows, we are not liable for any loss arising from your use of the site or reliance on its content. Nothing in
        these terms limits liability that cannot be limited by law.
      </p>
      <h2>7. Contact</h2>
      <p>
        Questions about these terms? Reach us through the <Link to={paths.contact}>contact page</Link>. See also our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link> and <Link to={paths.cookies}>Cookie Policy</Link>.
      </p>
    </StaticPage>
  )
}
