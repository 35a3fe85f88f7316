import { describe, expect, it } from 'vitest'
import {
  EMPTY_MEMORY,
  PLAYER_MEMORY_LIMIT,
  isQuietDay,
  parsePlayerMemory,
  rememberMode,
  rememberShown,
  rememberedMode,
  videosToOffer,
  type PlayerMemory,
} from './player-memory.ts'

/** Local times, as the reader's clock reads them. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime()
const video = (id: string, published: number) => ({ id, created_at: new Date(published).toISOString() })

describe('player memory', () => {
  it('remembers a choice per video id', () => {
    let memory = rememberMode(EMPTY_MEMORY, 'a', 'minimized', 1)
    memory = rememberMode(memory, 'b', 'closed', 2)
    expect(rememberedMode(memory, 'a')).toBe('minimized')
    expect(rememberedMode(memory, 'b')).toBe('closed')
    expect(rememberedMode(memory, 'new-video')).toBeNull()
  })

  it('a later choice replaces the earlier one; null forgets it', () => {
    let memory = rememberMode(EMPTY_MEMORY, 'a', 'minimized', 1)
    memory = rememberMode(memory, 'a', 'closed', 2)
    expect(memory.videos).toEqual({ a: { mode: 'closed', at: 2 } })
    expect(rememberMode(memory, 'a', null, 3).videos).toEqual({})
  })

  it('a close records its time; minimising does not', () => {
    expect(rememberMode(EMPTY_MEMORY, 'a', 'minimized', 5).closedAt).toBeNull()
    const closed = rememberMode(rememberShown({ ...EMPTY_MEMORY, closedAt: 1 }, 'n'), 'a', 'closed', 7)
    expect(closed).toEqual({ videos: { a: { mode: 'closed', at: 7 } }, closedAt: 7, shownAfterClose: [] })
  })

  it('survives a round trip through storage text', () => {
    const memory = rememberShown(rememberMode(rememberMode(EMPTY_MEMORY, 'a', 'closed', 5), 'b', 'minimized', 6), 'c')
    expect(parsePlayerMemory(JSON.stringify(memory))).toEqual(memory)
  })

  it('reads the first version (the per-video record alone), its newest close as the last one', () => {
    expect(parsePlayerMemory('{"a":{"mode":"closed","at":3},"b":{"mode":"minimized","at":9},"c":{"mode":"closed","at":4}}')).toEqual({
      videos: { a: { mode: 'closed', at: 3 }, b: { mode: 'minimized', at: 9 }, c: { mode: 'closed', at: 4 } },
      closedAt: 4,
      shownAfterClose: [],
    })
  })

  it('reads damaged or foreign storage as nothing remembered', () => {
    expect(parsePlayerMemory(null)).toEqual(EMPTY_MEMORY)
    expect(parsePlayerMemory('not json')).toEqual(EMPTY_MEMORY)
    expect(parsePlayerMemory('[1,2]')).toEqual(EMPTY_MEMORY)
    expect(parsePlayerMemory('{"videos":{"a":{"mode":"open","at":1},"c":{"mode":"closed","at":3}},"closedAt":"x","shownAfterClose":[1,"d"]}')).toEqual({
      videos: { c: { mode: 'closed', at: 3 } },
      closedAt: null,
      shownAfterClose: ['d'],
    })
    expect(rememberedMode(parsePlayerMemory('{}'), 'toString')).toBeNull()
  })

  it(`keeps only the newest ${PLAYER_MEMORY_LIMIT} choices`, () => {
    let memory: PlayerMemory = EMPTY_MEMORY
    for (let i = 0; i < PLAYER_MEMORY_LIMIT + 5; i++) memory = rememberMode(memory, `v${i}`, 'closed', i)
    expect(Object.keys(memory.videos)).toHaveLength(PLAYER_MEMORY_LIMIT)
    expect(rememberedMode(memory, 'v0')).toBeNull()
    expect(rememberedMode(memory, `v${PLAYER_MEMORY_LIMIT + 4}`)).toBe('closed')
  })
})

describe('videosToOffer', () => {
  const earlier = video('earlier', at(24, 8))
  const other = video('other', at(23, 12))
  const later = video('later', at(24, 15))
  const closedAtNoon = rememberMode(EMPTY_MEMORY, 'earlier', 'closed', at(24, 12))

  it('offers everything but the closed ones when nothing was closed today', () => {
    expect(videosToOffer([earlier, other], EMPTY_MEMORY, at(24, 9))).toEqual([earlier, other])
    expect(videosToOffer([earlier, other], closedAtNoon, at(25, 0, 1))).toEqual([other])
  })

  it('after a close, no video published before it for the rest of that local day', () => {
    expect(isQuietDay(closedAtNoon, at(24, 23, 59))).toBe(true)
    expect(videosToOffer([earlier, other], closedAtNoon, at(24, 13))).toEqual([])
    expect(videosToOffer([earlier, other], closedAtNoon, at(24, 23, 59))).toEqual([])
    expect(isQuietDay(closedAtNoon, at(25, 0, 1))).toBe(false)
  })

  it('a video published after the close shows once', () => {
    expect(videosToOffer([later, earlier, other], closedAtNoon, at(24, 16))).toEqual([later])
    const shown = rememberShown(closedAtNoon, 'later')
    expect(videosToOffer([later, earlier, other], shown, at(24, 17))).toEqual([])
    // The next day it is an ordinary recent video again.
    expect(videosToOffer([later, earlier, other], shown, at(25, 9))).toEqual([later, other])
  })

  it('recording a showing needs a close to count from', () => {
    expect(rememberShown(EMPTY_MEMORY, 'later')).toBe(EMPTY_MEMORY)
  })
})
