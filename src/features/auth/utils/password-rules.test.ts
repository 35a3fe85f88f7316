import { describe, expect, it } from 'vitest'
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from './password-rules.ts'

describe('newPasswordProblem', () => {
  it('asks for both fields', () => {
    expect(newPasswordProblem('', '')).toBe('Please fill in all fields')
    expect(newPasswordProblem('long-enough-password', '')).toBe('Please fill in all fields')
  })

  it('refuses a short password and a confirmation that differs', () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1)
    expect(newPasswordProblem(short, short)).toBe(`Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    expect(newPasswordProblem('long-enough-password', 'long-enough-passwort')).toBe('The two passwords do not match.')
  })

  it('accepts a long enough password typed twice', () => {
    expect(newPasswordProblem('long-enough-password', 'long-enough-password')).toBeNull()
  })
})
