import { Mail, Megaphone, Newspaper } from 'lucide-react'
import { CONTACT_EMAILS } from '@/config/site.ts'
import { ContactForm } from './contact-form.tsx'
import { StaticPage } from './static-page.tsx'

const MAILBOXES = [
  { title: 'General enquiries', text: 'Questions, feedback and corrections.', email: CONTACT_EMAILS.general, icon: Mail },
  { title: 'News tips', text: 'Something we should investigate? Tell us in confidence.', email: CONTACT_EMAILS.tips, icon: Newspaper },
  { title: 'Press', text: 'Interview requests and media partnerships.', email: CONTACT_EMAILS.press, icon: Megaphone },
]

export function ContactRoute() {
  return (
    <StaticPage title="Contact Us" intro="We read everything our readers send us. Choose the right mailbox or use the form below.">
      <ul className="grid gap-4 !list-none !space-y-0 !pl-0 sm:grid-cols-3">
        {MAILBOXES.map(({ title, text, email, icon: Icon }) => (
          <li key={email} className="rounded-lg border border-gray-200 p-4">
            <Icon className="h-5 w-5 text-brand" aria-hidden />
            <h2 className="!mt-2 !font-sans !text-base">{title}</h2>
            <p className="mt-1 text-sm text-ink-muted">{text}</p>
            {/* Narrow cards wrap the address before its @, never inside a word. */}
            <a href={`mailto:${email}`} className="mt-2 block text-sm font-semibold [overflow-wrap:anywhere]">
              {email.slice(0, email.indexOf('@'))}
              <wbr />
              {email.slice(email.indexOf('@'))}
            </a>
          </li>
        ))}
      </ul>
      <h2>Send us a message</h2>
      <ContactForm />
    </StaticPage>
  )
}
