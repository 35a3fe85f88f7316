import { describe, expect, it } from 'vitest'
import { validateComment } from './validate-comment.ts'

describe('validateComment', () => {
  it('requires a name', () => {
    expect(validateComment('   ', 'Hello')).toEqual({ title: 'Name required', description: 'Please enter your name.' })
  })
  it('requires a comment', () => {
    expect(validateComment('Ada', ' \n ')).toEqual({ title: 'Comment is empty', description: 'Please write a comment.' })
  })
  it('checks the name first', () => {
    expect(validateComment('', '')?.title).toBe('Name required')
  })
  it('enforces the database limits with a clear message', () => {
    expect(validateComment('x'.repeat(81), 'ok')?.title).toBe('Name too long')
    expect(validateComment('Ada', 'x'.repeat(5001))?.title).toBe('Comment too long')
    expect(validateComment('x'.repeat(80), 'x'.repeat(5000))).toBeNull()
  })
  it('accepts a normal comment', () => {
    expect(validateComment('Ada', 'Great piece.')).toBeNull()
  })
})
