import { useId, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toastNotImplemented } from '@/components/ui/toast-store.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40'

/** All fields are required; submitting only shows the not-implemented notice and sends nothing. */
export function ContactForm() {
  const id = useId()
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    toastNotImplemented()
  }
  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-4 rounded-lg border border-gray-200 p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">Full Name</label>
          <input id={`${id}-name`} name="name" required autoComplete="name" className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">Email Address</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={fieldClass} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-ink">Subject</label>
        <input id={`${id}-subject`} name="subject" required className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">Message</label>
        <textarea id={`${id}-message`} name="message" rows={6} required className={fieldClass} />
      </div>
      <Button type="submit">Send Message</Button>
    </form>
  )
}
