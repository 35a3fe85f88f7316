/** Stricter than GoTrue's default of 6; a project that asks for more answers with its own message. */
export const MIN_PASSWORD_LENGTH = 8

/** What is wrong with a new password and its confirmation, or null when they will do. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'Please fill in all fields'
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password !== confirmation) return 'The two passwords do not match.'
  return null
}
