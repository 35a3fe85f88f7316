/**
 * What the reader did with each floating video, kept in localStorage so a minimised or closed
 * player stays that way on the next page load, while a video never seen before still shows.
 */
export type RememberedMode = 'minimized' | 'closed'

export type PlayerMemory = Record<string, { mode: RememberedMode; at: number }>

/** Only the newest choices are kept: videos leave the player after seven days anyway. */
export const PLAYER_MEMORY_LIMIT = 20

function isEntry(value: unknown): value is { mode: RememberedMode; at: number } {
  if (typeof value !== 'object' || value === null) return false
  const { mode, at } = value as Record<string, unknown>
  return (mode === 'minimized' || mode === 'closed') && typeof at === 'number' && Number.isFinite(at)
}

/** The stored memory; anything unreadable counts as nothing remembered. */
export function parsePlayerMemory(raw: string | null): PlayerMemory {
  if (!raw) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  const memory: PlayerMemory = {}
  for (const [id, entry] of Object.entries(parsed)) if (isEntry(entry)) memory[id] = { mode: entry.mode, at: entry.at }
  return memory
}

export function rememberedMode(memory: PlayerMemory, videoId: string): RememberedMode | null {
  return Object.hasOwn(memory, videoId) ? memory[videoId].mode : null
}

/** Records the choice for one video (null forgets it), keeping the newest PLAYER_MEMORY_LIMIT. */
export function rememberMode(memory: PlayerMemory, videoId: string, mode: RememberedMode | null, now: number): PlayerMemory {
  const others = Object.entries(memory).filter(([id]) => id !== videoId)
  const entries = mode === null ? others : [...others, [videoId, { mode, at: now }] as const]
  const newest = entries.sort(([, a], [, b]) => b.at - a.at).slice(0, PLAYER_MEMORY_LIMIT)
  return Object.fromEntries(newest)
}

/** Ids of the videos the reader closed: the player picks among the others. */
export function closedVideoIds(memory: PlayerMemory): Set<string> {
  return new Set(Object.entries(memory).filter(([, entry]) => entry.mode === 'closed').map(([id]) => id))
}
