import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx'
import { FooterLinks } from './footer-links.tsx'
import { SocialLinks } from './social-links.tsx'

export function SiteFooter() {
  return (
    <footer className="below-first-screen mt-16 bg-ink text-gray-300" style={{ paddingBottom: 'var(--bottom-clearance)' }}>
      <section aria-labelledby="newsletter-heading" className="border-b border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="newsletter-heading" className="font-serif text-2xl font-bold text-white">Join the community</h2>
            <p className="mt-1 text-sm text-gray-300">The day's sharpest arguments in your inbox every morning. No spam, unsubscribe any time.</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <Link to={paths.home} className="font-serif text-2xl font-black text-white hover:text-gray-200">{SITE_NAME}</Link>
          <p className="mt-3 max-w-sm text-sm">Independent reporting and opinion on politics, health, sport, culture and the stories that deserve more than a headline.</p>
          <div className="mt-5">
            <SocialLinks />
          </div>
        </div>
        <FooterLinks />
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-400">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
