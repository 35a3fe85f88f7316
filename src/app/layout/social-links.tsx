import type { ReactNode } from 'react'
import { toastNotImplemented } from '@/components/ui/toast-store.ts'

/** Simple brand marks drawn here: the icon library ships no brand logos. */
const SOCIAL: { name: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    icon: <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.6-4h-3.6V8.9c0-.6.3-.9 1-.9z" />,
  },
  {
    name: 'X',
    icon: <path fill="currentColor" d="M4 4h4.2l4.3 5.9L17.6 4h2.2l-6.3 7.3L20.5 20h-4.2l-4.7-6.4L6 20H3.8l6.8-7.8z" />,
  },
  {
    name: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'YouTube',
    icon: (
      <g>
        <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
        <path d="M10 9v6l5-3z" fill="#111827" />
      </g>
    ),
  },
]

/** Four social icons that only show the not-implemented notice. */
export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {SOCIAL.map(({ name, icon }) => (
        <li key={name}>
          <button
            type="button"
            onClick={toastNotImplemented}
            aria-label={`Follow us on ${name}`}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-800 text-gray-200 hover:bg-brand hover:text-white"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden>
              {icon}
            </svg>
          </button>
        </li>
      ))}
    </ul>
  )
}
