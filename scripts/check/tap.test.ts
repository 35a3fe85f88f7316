import { describe, expect, it } from 'vitest'
import { compareRuns, parseTap } from './tap.ts'

// As `node --test --test-reporter=tap` prints a suite with one passing and one failing test.
const NODE = `TAP version 13
# Subtest: the rss function
    # Subtest: lists the feed
    ok 1 - lists the feed
      ---
      duration_ms: 3.1
      ...
    # Subtest: answers 404
    not ok 2 - answers 404
      ---
      error: 'Expected values to be strictly equal'
      ...
    1..2
not ok 1 - the rss function
1..1
# pass 1
`
// As `deno test --reporter=tap` prints the same file where both pass.
const DENO = `TAP version 14
# ./supabase/functions/rss/handler.test.ts
# Subtest: the rss function
    ok 1 - lists the feed
    ok 2 - answers 404
    1..2
ok 1 - the rss function
1..1
`

describe('parseTap', () => {
  it('reads each result with its nesting, and tells tests from suites', () => {
    expect(parseTap(NODE)).toEqual([
      { depth: 1, name: 'lists the feed', ok: true, leaf: true },
      { depth: 1, name: 'answers 404', ok: false, leaf: true },
      { depth: 0, name: 'the rss function', ok: false, leaf: false },
    ])
  })
})

describe('compareRuns', () => {
  it('names a test that passes on one runtime only, and one that ran on one only', () => {
    expect(compareRuns('rss/handler.test.ts', parseTap(NODE), parseTap(DENO))).toEqual([
      'rss/handler.test.ts: "answers 404" passes on Deno and fails on Node',
      'rss/handler.test.ts: "the rss function" passes on Deno and fails on Node',
    ])
    const denoOnly = parseTap(DENO.replace('ok 2 - answers 404', 'ok 2 - answers 410'))
    expect(compareRuns('f', parseTap(DENO), denoOnly)).toEqual(['f: "answers 404" ran on Node only', 'f: "answers 410" ran on Deno only'])
  })

  it('is silent when both runtimes pass the same tests, and counts a run with no test as a failure', () => {
    expect(compareRuns('f', parseTap(DENO), parseTap(DENO))).toEqual([])
    expect(compareRuns('f', [], parseTap(DENO))).toContain('f: no test ran on Node')
  })
})
