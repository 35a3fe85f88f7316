import { describe, expect, it } from 'vitest'
import { PLAYER_MEMORY_LIMIT, closedVideoIds, parsePlayerMemory, rememberMode, rememberedMode } from './player-memory.ts'

describe('player memory', () => {
  it('remembers a choice per video id', () => {
    let memory = rememberMode({}, 'a', 'minimized', 1)
    memory = rememberMode(memory, 'b', 'closed', 2)
    expect(rememberedMode(memory, 'a')).toBe('minimized')
    expect(rememberedMode(memory, 'b')).toBe('closed')
    expect(rememberedMode(memory, 'new-video')).toBeNull()
    expect(closedVideoIds(memory)).toEqual(new Set(['b']))
  })

  it('a later choice replaces the earlier one; null forgets it', () => {
    let memory = rememberMode({}, 'a', 'minimized', 1)
    memory = rememberMode(memory, 'a', 'closed', 2)
    expect(memory).toEqual({ a: { mode: 'closed', at: 2 } })
    expect(rememberMode(memory, 'a', null, 3)).toEqual({})
  })

  it('survives a round trip through storage text', () => {
    const memory = rememberMode(rememberMode({}, 'a', 'closed', 5), 'b', 'minimized', 6)
    expect(parsePlayerMemory(JSON.stringify(memory))).toEqual(memory)
  })

  it('reads damaged or foreign storage as nothing remembered', () => {
    expect(parsePlayerMemory(null)).toEqual({})
    expect(parsePlayerMemory('not json')).toEqual({})
    expect(parsePlayerMemory('[1,2]')).toEqual({})
    expect(parsePlayerMemory('{"a":{"mode":"open","at":1},"b":{"mode":"closed"},"c":{"mode":"closed","at":3}}')).toEqual({
      c: { mode: 'closed', at: 3 },
    })
    expect(rememberedMode(parsePlayerMemory('{}'), 'toString')).toBeNull()
  })

  it(`keeps only the newest ${PLAYER_MEMORY_LIMIT} choices`, () => {
    let memory = {}
    for (let i = 0; i < PLAYER_MEMORY_LIMIT + 5; i++) memory = rememberMode(memory, `v${i}`, 'closed', i)
    expect(Object.keys(memory)).toHaveLength(PLAYER_MEMORY_LIMIT)
    expect(rememberedMode(memory, 'v0')).toBeNull()
    expect(rememberedMode(memory, `v${PLAYER_MEMORY_LIMIT + 4}`)).toBe('closed')
  })
})
