import bcrypt from 'bcryptjs'
import { afterAll, describe, expect, it } from 'vitest'
import { HashPool, HashQueueFullError } from './hash-pool.ts'

const pool = new HashPool(1, 4)
afterAll(() => pool.close())

describe('HashPool', () => {
  it('checks bcrypt hashes in a worker while the event loop stays free', async () => {
    const hash = bcrypt.hashSync('right', 10)
    await pool.compare('warm-up', bcrypt.hashSync('x', 4))
    let longestGap = 0
    let last = Date.now()
    const ticker = setInterval(() => {
      const now = Date.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }, 5)
    const started = Date.now()
    const results = await Promise.all([pool.compare('right', hash), pool.compare('wrong', hash), pool.compare('right', hash)])
    clearInterval(ticker)
    expect(results).toEqual([true, false, true])
    // On the event loop each hash would stall it for its whole duration; in a worker the
    // longest pause stays well under one hash's time (the machine's other load included).
    const perHash = (Date.now() - started) / 3
    expect(longestGap).toBeLessThan(perHash / 2)
  })

  it('hashes, and refuses work beyond its queue instead of piling it up', async () => {
    const hash = await pool.hash('secret', 4)
    expect(bcrypt.compareSync('secret', hash)).toBe(true)
    const jobs = Array.from({ length: 8 }, () => pool.compare('x', hash).then(() => 'done', (e: unknown) => e))
    const outcomes = await Promise.all(jobs)
    expect(outcomes.filter((o) => o instanceof HashQueueFullError).length).toBeGreaterThan(0)
    expect(outcomes.filter((o) => o === 'done').length).toBeGreaterThanOrEqual(4)
  })
})
