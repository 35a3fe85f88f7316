/** Spec §5: non-space text, '@', non-space text, '.', non-space text. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}
