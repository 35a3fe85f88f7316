import { SUBSCRIBER_EMAIL_PATTERN } from '@/config/site.ts'

const EMAIL = new RegExp(SUBSCRIBER_EMAIL_PATTERN)

/** The database's rule, checked before sending so a bad address gets the spec's 'Invalid Email'. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim().toLowerCase())
}
