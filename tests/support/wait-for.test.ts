import { describe, expect, it } from 'vitest'
import { waitFor } from './wait-for.ts'

describe('waitFor', () => {
  it('returns the first answer that is not undefined or false', async () => {
    let asked = 0
    const answer = await waitFor('the third answer', () => (++asked < 3 ? (asked === 1 ? undefined : false) : 'ready'), { intervalMs: 1 })
    expect(answer).toBe('ready')
    expect(asked).toBe(3)
  })

  it('fails at its deadline, naming what it waited for and what it saw', async () => {
    let seen = 0
    const started = Date.now()
    await expect(waitFor(() => `a row (saw ${seen})`, () => { seen++; return false }, { timeoutMs: 50, intervalMs: 10 }))
      .rejects.toThrow(/^a row \(saw \d+\): not within 50 ms$/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    expect(seen).toBeGreaterThan(1)
  })

  it('ends the wait with the error of a probe that throws', async () => {
    await expect(waitFor('the API', () => { throw new Error('the API exited early') })).rejects.toThrow('the API exited early')
  })
})
