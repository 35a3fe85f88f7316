import { describe, expect, it } from 'vitest'
import { parseXml } from '../../tests/support/xml.ts'
import { escapeXml, xmlElement } from './xml.ts'

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry <say> "hi" it's`)).toBe('Tom &amp; Jerry &lt;say&gt; &quot;hi&quot; it&apos;s')
  })

  it('drops characters XML 1.0 cannot carry, keeps tabs, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g')).toBe('abcdefg')
    expect(escapeXml('tab\there\nline\r\n📰 é')).toBe('tab\there\nline\r\n📰 é')
  })

  it('leaves an already escaped entity escaped again, never decoded', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})

describe('xmlElement', () => {
  it('writes text and quoted attributes that parse back to the same values', () => {
    const xml = xmlElement('title', `A & B <c> "d" 'e'`, { lang: `x"y'z<&>`, skipped: undefined })
    const root = parseXml(xml).documentElement
    expect(root.textContent).toBe(`A & B <c> "d" 'e'`)
    expect(root.getAttribute('lang')).toBe(`x"y'z<&>`)
    expect(root.hasAttribute('skipped')).toBe(false)
  })

  it('self-closes without text', () => {
    expect(xmlElement('atom:link', undefined, { href: '/a?b=1&c=2' })).toBe('<atom:link href="/a?b=1&amp;c=2"/>')
  })
})
