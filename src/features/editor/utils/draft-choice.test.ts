import { describe, expect, it } from 'vitest'
import { EMPTY_ARTICLE_FORM } from './article-form-values.ts'
import { formFromAutosave, newestDraft, unsavedChangesSavedAt } from './draft-choice.ts'

const stored = { ...EMPTY_ARTICLE_FORM, title: 'Stored', excerpt: 'E', content: '<p>x</p>' }
const database = { values: stored, savedAt: '2026-03-04T10:00:00.000Z' }

describe('which copy the editor opens with', () => {
  it('the article as stored when no newer, different copy exists', () => {
    expect(newestDraft({ database, server: null, browser: null }).from).toBe('database')
    expect(newestDraft({ database, server: { values: stored, savedAt: '2026-03-04T11:00:00.000Z' }, browser: null }).from).toBe('database')
    expect(newestDraft({ database, server: null, browser: { values: { ...stored, title: 'Old' }, savedAt: '2026-03-04T09:00:00.000Z' } }).from)
      .toBe('database')
  })

  it('the newest unsaved copy: another browser\'s autosave beats an older local draft', () => {
    const server = { values: { ...stored, title: 'From the other browser' }, savedAt: '2026-03-04T12:00:00.000Z' }
    const browser = { values: { ...stored, title: 'Local' }, savedAt: '2026-03-04T11:00:00.000Z' }
    expect(newestDraft({ database, server, browser })).toMatchObject({ from: 'server', values: { title: 'From the other browser' } })
    expect(newestDraft({ database, server: { ...server, savedAt: '2026-03-04T10:30:00.000Z' }, browser })).toMatchObject({ from: 'browser' })
  })

  it('an autosave column left null keeps the article\'s value', () => {
    const values = formFromAutosave({
      title: 'Unsaved', excerpt: null, content: null, category: null, image_url: null, image_alt: null, featured: true, breaking: null,
    }, stored)
    expect(values).toEqual({ ...stored, title: 'Unsaved', featured: true })
  })

  it('a draft article opened in another browser restores nothing: its row is saved; a newer unsaved copy is restored', () => {
    // The other browser has no copy of its own: the editor opens the row, and says nothing was restored.
    expect(unsavedChangesSavedAt(newestDraft({ database, server: null, browser: null }))).toBeNull()
    // Its own earlier copy of the same text (written when it was opened) is nothing unsaved either.
    const mirror = { values: stored, savedAt: '2026-03-04T11:00:00.000Z' }
    expect(unsavedChangesSavedAt(newestDraft({ database, server: null, browser: mirror }))).toBeNull()
    const unsaved = { values: { ...stored, title: 'Typed, not saved' }, savedAt: '2026-03-04T11:00:00.000Z' }
    expect(unsavedChangesSavedAt(newestDraft({ database, server: null, browser: unsaved }))).toBe('2026-03-04T11:00:00.000Z')
  })
})
