import { describe, expect, it } from 'vitest'
import { chosenPublishDate, publishAction, PUBLISH_ACTION_LABEL } from './publish-action.ts'
import { toPublishInput } from './publish-time.ts'

const now = new Date('2026-03-04T12:00:00.000Z')
const inThreeDays = '2026-03-07T12:00:00.000Z'
const yesterday = '2026-03-03T12:00:00.000Z'
const scheduled = { kind: 'scheduled', publishDate: inThreeDays } as const
const live = { kind: 'published', publishDate: yesterday } as const
const draft = { kind: 'draft', publishDate: yesterday } as const

describe('the main button says what it will do', () => {
  it('a new or draft article is created and published, or scheduled when a later time is set', () => {
    expect(publishAction(null, '', now)).toBe('create')
    expect(publishAction(draft, '', now)).toBe('create')
    expect(publishAction(null, toPublishInput(inThreeDays), now)).toBe('schedule')
    expect(PUBLISH_ACTION_LABEL.create).toBe('Create & Publish')
  })

  it('a live article is updated, or scheduled again for a later time', () => {
    expect(publishAction(live, toPublishInput(yesterday), now)).toBe('update')
    expect(publishAction(live, toPublishInput(inThreeDays), now)).toBe('schedule')
    expect(PUBLISH_ACTION_LABEL.update).toBe('Update Article')
  })

  it('a scheduled article keeps its schedule until its date is emptied: then it publishes now', () => {
    expect(publishAction(scheduled, toPublishInput(inThreeDays), now)).toBe('schedule')
    expect(publishAction(scheduled, '', now)).toBe('publish-now')
    expect(PUBLISH_ACTION_LABEL['publish-now']).toBe('Publish now')
  })
})

describe('the publish time a save sends', () => {
  it('keeps the stored time of a live or scheduled article whose field is untouched', () => {
    expect(chosenPublishDate(live, toPublishInput(yesterday))).toBeUndefined()
    expect(chosenPublishDate(scheduled, toPublishInput(inThreeDays))).toBeUndefined()
  })

  it('an emptied field publishes now: null, never "keep" (the bug that left a scheduled article scheduled)', () => {
    expect(chosenPublishDate(scheduled, '')).toBeNull()
    expect(chosenPublishDate(live, '')).toBeNull()
    expect(chosenPublishDate(null, '')).toBeNull()
    expect(chosenPublishDate(draft, '')).toBeNull()
  })

  it('a time typed in is sent as an ISO time', () => {
    expect(chosenPublishDate(scheduled, '2026-05-01T09:30')).toBe(new Date('2026-05-01T09:30').toISOString())
  })
})
