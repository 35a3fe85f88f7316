import { describe, expect, it } from 'vitest'
import { authorNameKey, displayNameProblem, normalizeDisplayName } from './display-name.ts'

describe('displayNameProblem', () => {
  it('accepts printable names in any script, with emoji and accents', () => {
    for (const name of ['Hannah Cole', 'Zoë Ångström', 'محمد علي', '王小明', 'Ana 🙂', 'x'.repeat(80)]) {
      expect(displayNameProblem(name), name).toBeNull()
    }
  })

  it('refuses bidirectional overrides and isolates, zero-width and control characters, and says so', () => {
    const hostile = ['Admin\u202e', '\u2066Admin\u2069', 'Ad\u200bmin', 'Ad\u200dmin', 'Admin\u0000', 'A\u0007', '\ufeffAdmin', 'A\u00adB', 'A\u2028B', '\u3164', 'A\u{e0041}', 'A\ue000']
    for (const name of hostile) {
      expect(displayNameProblem(name), JSON.stringify(name)).toMatch(/^A byline can only hold printable text/)
    }
  })

  it('counts characters (not UTF-16 units) after spaces collapse, up to 80', () => {
    expect(displayNameProblem('🙂'.repeat(80))).toBeNull()
    expect(displayNameProblem('x'.repeat(81))).toBe('A byline can be at most 80 characters long.')
    expect(displayNameProblem(`  ${'x'.repeat(40)}\t\t\n${'y'.repeat(39)}  `)).toBeNull()
    expect(normalizeDisplayName('  Jane \t\n Doe\u00a0 ')).toBe('Jane Doe')
  })
})

describe('the site name and other writers', () => {
  it('refuses the name of the site however it is written, as the database compares names', () => {
    for (const name of ['The Daily Opinion', 'the daily  opinion', 'THE-DAILY-OPINION', 'Thé Daily Opinión', 'TheDailyOpinion']) {
      expect(displayNameProblem(name, 'The Daily Opinion'), name).toBe("A byline cannot be the site's name, The Daily Opinion.")
    }
    expect(displayNameProblem('The Daily Opinionist', 'The Daily Opinion')).toBeNull()
  })

  it('compares bylines without case, accents, spaces or punctuation', () => {
    expect(authorNameKey('Hannah Colé')).toBe(authorNameKey('hannah  cole'))
    expect(authorNameKey('O’Brien-Smith')).toBe('obriensmith')
    expect(authorNameKey('王小明')).toBe('王小明')
  })
})
