import { describe, expect, it } from 'vitest'
import { pagePolicyMeta, withPagePolicy } from './page-policy.ts'

const LOADER = "'sha256-abc='"

describe('pagePolicyMeta', () => {
  it('allows the site itself and the given inline scripts, once each', () => {
    expect(pagePolicyMeta([LOADER, LOADER])).toBe(`<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${LOADER}">`)
  })
})

describe('withPagePolicy', () => {
  it('states the policy right after the charset, before any script', () => {
    const page = withPagePolicy('<html><head>\n<meta charset="UTF-8" />\n<script type="module">x</script></head></html>', [LOADER])
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(page.indexOf('charset'))
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf('<script'))
  })

  it('goes first in a head without a charset', () => {
    expect(withPagePolicy('<html><head><script>x</script></head></html>', [LOADER])).toMatch(/^<html><head><meta http-equiv/)
  })

  it('refuses a page without a head', () => {
    expect(() => withPagePolicy('<p>no head</p>', [LOADER])).toThrow(/no <head>/)
  })
})
