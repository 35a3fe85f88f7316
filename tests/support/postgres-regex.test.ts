import { describe, expect, it } from 'vitest'
import { alternatives, botPatternGroups, postgresRegex } from './postgres-regex.ts'

describe('postgresRegex', () => {
  it('turns word boundaries into \\y and escapes a dash after a class escape inside brackets', () => {
    expect(postgresRegex(String.raw`\bbot\b|[\w\d-.]+|\\b|[\b]`)).toBe(String.raw`\ybot\y|[\w\d\-.]+|\\b|[\b]`)
    expect(postgresRegex(String.raw`[\w-]`)).toBe(String.raw`[\w-]`)
  })
})

describe('alternatives', () => {
  it('splits at the top level only, never inside a group or brackets', () => {
    expect(alternatives('a|(b|c)|[|]|d\\|e')).toEqual(['a', '(b|c)', '[|]', 'd\\|e'])
  })
})

describe('botPatternGroups', () => {
  it('puts lookaround alternatives, anchored ones and the rest apart', () => {
    expect(botPatternGroups(String.raw`^bot|crawl|(?<!cam)scan|^wget|\bspider\b`)).toEqual({
      lookaround: '(?<!cam)scan',
      anchored: '^(?:bot|wget)',
      floating: String.raw`crawl|\yspider\y`,
    })
  })
})
