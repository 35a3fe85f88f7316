import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  headersForHtml,
  inlineScriptHashes,
  parseHeadersFile,
  securityHeaders,
  sha256Source,
  styleAttributeHashes,
  supabaseOrigin,
  vercelConfig,
} from './vite-security-headers.ts'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** A policy as directive name → its sources. */
const directives = (policy: string) => new Map(policy.split('; ').map((part) => part.split(' ')).map(([name, ...sources]) => [name, sources]))

describe('sha256Source', () => {
  it('is the CSP hash source of the UTF-8 text', () => {
    // The example of the CSP specification: <script>alert('Hello, world.');</script>
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    expect(sha256Source('é')).toBe(hashOf('é'))
  })

  it('hashes line breaks as the HTML parser hands them to the script: CRLF and CR become LF', () => {
    expect(sha256Source('a\r\nb\rc')).toBe(hashOf('a\nb\nc'))
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, whitespace included, in document order', () => {
    const html = '<head><script>\n  var a = 1\n</script></head><body><div id="root"></div>\n<script type="module">b()</script></body>'
    expect(inlineScriptHashes(html)).toEqual([hashOf('\n  var a = 1\n'), hashOf('b()')])
  })

  it('leaves out scripts loaded from a file and scripts inside comments, and lists a repeated script once', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><!-- <script>old()</script> -->' +
      '<SCRIPT>x()</SCRIPT ><script>x()</script>'
    expect(inlineScriptHashes(html)).toEqual([hashOf('x()')])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><p>hi</p>')).toEqual([])
  })
})

describe('styleAttributeHashes', () => {
  it('hashes style attribute values as the browser reads them (character references decoded)', () => {
    const html = `<div style="color: red"></div><p class="x" style='margin:0'></p><span style="font-family: &quot;A&amp;B&quot;; content: &#x27;x&#39;"></span>`
    expect(styleAttributeHashes(html)).toEqual([hashOf('color: red'), hashOf('margin:0'), hashOf(`font-family: "A&B"; content: 'x'`)])
  })

  it('ignores style text inside scripts and style elements, and data-style attributes', () => {
    expect(styleAttributeHashes('<script>el.innerHTML = \'<b style="x">\'</script><style>a{}</style><b data-style="x"></b>')).toEqual([])
  })
})

describe('supabaseOrigin', () => {
  it('is the origin of the project URL, path and trailing slash dropped', () => {
    expect(supabaseOrigin('https://abcd.supabase.co/')).toBe('https://abcd.supabase.co')
    expect(supabaseOrigin(' http://127.0.0.1:54321 ')).toBe('http://127.0.0.1:54321')
    expect(supabaseOrigin('https://api.example.com:8443/base')).toBe('https://api.example.com:8443')
  })

  it('refuses what is not an http(s) URL', () => {
    expect(() => supabaseOrigin('abcd.supabase.co')).toThrow(/not a URL/)
    expect(() => supabaseOrigin('ftp://abcd.supabase.co')).toThrow(/http/)
  })
})

describe('contentSecurityPolicy', () => {
  const hashes = [hashOf('a()'), hashOf('b()')]

  it('is the full policy for a hosted project', () => {
    expect(contentSecurityPolicy({ supabaseUrl: 'https://abcd.supabase.co', scriptHashes: hashes })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "style-src-elem 'self' 'unsafe-inline'",
        "style-src-attr 'none'",
        "img-src 'self' data: https://abcd.supabase.co",
        "font-src 'self'",
        "connect-src 'self' https://abcd.supabase.co",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
  })

  it('never lets inline or evaluated script run', () => {
    const policy = directives(contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', scriptHashes: hashes }))
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
    // WebAssembly only (the editor's AVIF encoder), which evaluates no JavaScript.
    expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321'])
  })

  it("allows index.html's style attributes by hash only", () => {
    const styles = [hashOf('color: red')]
    const policy = directives(contentSecurityPolicy({ supabaseUrl: 'https://abcd.supabase.co', scriptHashes: [], styleAttributeHashes: styles }))
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", ...styles])
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
  })
})

describe('host files', () => {
  const html = '<meta charset="UTF-8"><script>early()</script><div id="root"></div><script>clear()</script><script type="module" src="/assets/i.js"></script>'
  const headers = headersForHtml(html, 'https://abcd.supabase.co')

  it('carry the policy of the built page and the other headers', () => {
    expect(headers['Content-Security-Policy']).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashOf('early()')} ${hashOf('clear()')};`)
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), /)
    expect(Object.keys(securityHeaders('x'))).toEqual(Object.keys(headers))
  })

  it('_headers applies them to every path, and reads back to the same headers', () => {
    const text = headersFile(headers)
    expect(text).toContain(`\n/*\n  Content-Security-Policy: ${headers['Content-Security-Policy']}\n  X-Content-Type-Options: nosniff\n`)
    expect(parseHeadersFile(text)).toEqual(headers)
  })

  it('reading _headers keeps only the block for every path', () => {
    expect(parseHeadersFile('/assets/*\n  Cache-Control: immutable\n# note\n/*\n  X-Frame-Options: DENY\n')).toEqual({ 'X-Frame-Options': 'DENY' })
  })

  it('vercel.json sends them for every path', () => {
    expect(JSON.parse(vercelConfig(headers))).toEqual({
      headers: [{ source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }],
    })
  })
})
