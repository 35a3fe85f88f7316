/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { fixtureFile, importFileOf, substackZip } from '../../../../tests/support/import-files.ts'
import { surveyArchive } from './archive-survey.ts'

describe('surveyArchive (the preview)', () => {
  it('counts a WordPress export by what will become of each item', async () => {
    const survey = await surveyArchive(fixtureFile('wordpress.xml', 997))
    const { counts, skippedReasons, terms, authors, siteUrl, siteTitle } = survey.preview
    expect({ siteTitle, siteUrl }).toEqual({ siteTitle: 'The Riverside Ledger', siteUrl: 'https://old-ledger.example' })
    expect(counts).toMatchObject({ posts: 9, pages: 1, published: 4, scheduled: 1, drafts: 2, skipped: 3, authors: 2, categories: 4, tags: 2, comments: 1, commentsLeftOut: 3 })
    expect(skippedReasons).toEqual(expect.arrayContaining([
      { reason: 'Password-protected on the old site', count: 1 },
      { reason: 'Private on the old site', count: 1 },
      { reason: 'In the old site’s trash', count: 1 },
    ]))
    expect(terms.find((term) => term.key === 'town-hall')?.oldPaths).toEqual(['/category/politics/town-hall/', '/category/town-hall/'])
    expect(authors.map((author) => author.name)).toEqual(['Mara Quill', 'Tobias Reed'])
    expect(counts.images).toBe(2)
  })

  it('counts a Ghost export, with members by consent', async () => {
    const survey = await surveyArchive(fixtureFile('ghost.json', 1013))
    const { counts, terms, authors } = survey.preview
    expect(counts).toMatchObject({ posts: 6, pages: 1, published: 2, scheduled: 1, drafts: 4, skipped: 0, comments: 1, commentsLeftOut: 1 })
    expect(counts.subscribers).toEqual({ consenting: 2, suppressed: 2, none: 1 })
    expect(terms.map((term) => term.key)).toEqual(['harbour', 'business'])
    expect(authors.map((author) => author.name)).toEqual(['Priya Natarajan', 'Owen Brandt'])
  })

  it('counts a Substack zip', async () => {
    const survey = await surveyArchive(importFileOf('valley.zip', substackZip(), 501))
    expect(survey.preview.counts).toMatchObject({ posts: 4, published: 2, drafts: 2, skipped: 0 })
    expect(survey.preview.counts.subscribers).toEqual({ consenting: 2, suppressed: 1, none: 0 })
  })
})
