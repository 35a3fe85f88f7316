/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIO_MAX_LENGTH, bioLength, bioProblem, normalizeBio } from './author-bio.ts'

describe('bioProblem', () => {
  it('accepts up to 400 characters, counted as the database counts them (emoji are one)', () => {
    expect(bioProblem('x'.repeat(BIO_MAX_LENGTH))).toBeNull()
    expect(bioProblem('🙂'.repeat(BIO_MAX_LENGTH))).toBeNull()
    expect(bioLength('  two\nlines  ')).toBe(9)
  })

  it('says how long a bio may be, and how long this one is', () => {
    expect(bioProblem('x'.repeat(401))).toBe('A bio can be at most 400 characters long (this one has 401).')
  })

  it('stores a blank bio as none and keeps inner line breaks', () => {
    expect(normalizeBio('   \n ')).toBeNull()
    expect(normalizeBio('  First line.\nSecond line.  ')).toBe('First line.\nSecond line.')
  })
})

describe('BIO_MAX_LENGTH', () => {
  it('is the limit of the check constraint authors_bio_check', () => {
    const authors = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/schema-snapshot/public/tables/authors.sql'), 'utf8')
    expect(authors).toContain(`constraint authors_bio_check CHECK (bio IS NULL OR char_length(bio) <= ${BIO_MAX_LENGTH})`)
  })
})
