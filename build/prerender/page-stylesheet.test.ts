import { describe, expect, it } from 'vitest'
import { pageClassNames, parseSiteStylesheet, stylesheetForPage } from './page-stylesheet.ts'

const css = [
  '@layer theme, base, utilities;',
  '@layer theme{:root{--text-xs:.75rem;--animate-pulse:pulse 2s infinite;--font-mono:ui-monospace;--default-mono-font-family:var(--font-mono)}}',
  '@layer base{*,:before{box-sizing:border-box}a{color:inherit}sub,sup{font-size:75%}abbr:where([title]){text-decoration:underline}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}',
  ':is(:where(.group):hover .group-hover\\:text-brand){color:red}',
  '.\\[\\&_p\\]\\:mb-5 p{margin-bottom:1.25rem}',
  '.a:not(.b){color:blue}',
  '.leading-tight{--tw-leading:1.25;line-height:var(--tw-leading)}',
  '.animate-pulse{animation:var(--animate-pulse)}',
  '.tracking-wide{--tw-tracking:.025em;letter-spacing:var(--tw-tracking)}',
  ':is(.c,.d) .e{color:green}',
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}',
  '@media (width>=64rem){.lg\\:hidden{display:none}}',
  '[class*=leading-]{line-height:1}',
  '}',
  '@property --tw-leading{syntax:"*";inherits:false}',
  '@property --tw-tracking{syntax:"*";inherits:false}',
  '@keyframes spin{to{rotate:1turn}}',
  'code{font-family:var(--default-mono-font-family)}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('')

const sheet = parseSiteStylesheet(css)

describe('pageClassNames', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([...pageClassNames('<p class="a  b"></p><div class="[&amp;_p]:mb-5 x&quot;y"></div><i data-class="no">')]).toEqual(['a', 'b', '[&_p]:mb-5', 'x"y'])
  })
})

describe('stylesheetForPage', () => {
  it('keeps the rules whose classes are all on the page, with their at-rules, and nothing else', () => {
    const out = stylesheetForPage(sheet, '<div class="flex sm:grid hover:underline"></div>')
    expect(out).toContain('.flex{display:flex}')
    expect(out).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}')
    expect(out).toContain('.hover\\:underline:hover')
    expect(out).not.toContain('.grid{')
    expect(out).not.toContain('sm\\:hidden')
    // An at-rule left with no rule goes too.
    expect(out).not.toContain('64rem')
  })

  it('keeps an element\'s rules only where the page has that element', () => {
    const out = stylesheetForPage(sheet, '<p>H<SUB>2</SUB>O, <a href="/">home</a></p>')
    expect(out).toContain('a{color:inherit}')
    expect(out).toContain('sub,sup{font-size:75%}')
    expect(out).not.toContain('abbr')
    expect(stylesheetForPage(sheet, '<p>plain</p>')).not.toContain('color:inherit')
  })

  it('always keeps what names no class: layer order, the reset, attribute rules', () => {
    const out = stylesheetForPage(sheet, '<p>no classes</p>')
    expect(out).toContain('@layer theme, base, utilities;')
    expect(out).toContain('*,:before{box-sizing:border-box}')
    expect(out).toContain('[class*=leading-]{line-height:1}')
  })

  it('keeps the custom properties, @property and @keyframes that kept rules read, and leaves out the rest', () => {
    const out = stylesheetForPage(sheet, '<p class="leading-tight animate-pulse">read</p><p style="width:var(--text-xs)"><code>x</code></p>')
    expect(out).toContain('@property --tw-leading')
    expect(out).toContain('--animate-pulse:pulse 2s infinite')
    expect(out).toContain('@keyframes pulse{50%{opacity:.5}}')
    // Read by a style attribute; and a property read through another one's value.
    expect(out).toContain('--text-xs:.75rem')
    expect(out).toContain('--font-mono:ui-monospace')
    expect(out).not.toContain('--tw-tracking')
    expect(out).not.toContain('@keyframes spin')
    const none = stylesheetForPage(sheet, '<p>no classes</p>')
    expect(none).not.toContain('@property')
    expect(none).not.toContain('@keyframes')
    expect(none).not.toContain('--animate-pulse')
  })

  it('reads Tailwind\'s selector forms: :where, :is around a group, escaped arbitrary variants', () => {
    const out = stylesheetForPage(sheet, '<ul class="divide-y"><li class="group"><a class="group-hover:text-brand"></a></li></ul><div class="[&amp;_p]:mb-5"><p>x</p></div>')
    expect(out).toContain(':where(.divide-y>:not(:last-child))')
    expect(out).toContain('.group-hover\\:text-brand')
    expect(out).toContain('.\\[\\&_p\\]\\:mb-5 p')
  })

  it('errs towards keeping: a class under :not() or in one of several alternatives is not required', () => {
    const out = stylesheetForPage(sheet, '<i class="a"></i><b class="e"></b>')
    expect(out).toContain('.a:not(.b)')
    expect(out).toContain(':is(.c,.d) .e')
  })

  it('leaves the parsed sheet as it was for the next page', () => {
    stylesheetForPage(sheet, '<div class="flex"></div>')
    expect(stylesheetForPage(sheet, '<div class="grid"></div>')).toContain('.grid{display:grid}')
  })
})
