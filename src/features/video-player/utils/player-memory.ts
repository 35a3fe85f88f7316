/**
 * What the reader did with the floating player, kept in localStorage: a minimised or closed
 * player stays so for that video on the next page load, and after a close no other video that
 * was already published pops up for the rest of that local day. A video published after the
 * close still shows, once.
 */
export type RememberedMode = 'minimized' | 'closed'

export interface PlayerMemory {
  videos: Record<string, { mode: RememberedMode; at: number }>
  /** When the reader last closed a player (ms since the epoch), or null. */
  closedAt: number | null
  /** Videos published after that close which have popped up since. */
  shownAfterClose: string[]
}

export const EMPTY_MEMORY: PlayerMemory = { videos: {}, closedAt: null, shownAfterClose: [] }

/** Only the newest choices are kept: videos leave the player after seven days anyway. */
export const PLAYER_MEMORY_LIMIT = 20

function isEntry(value: unknown): value is { mode: RememberedMode; at: number } {
  if (typeof value !== 'object' || value === null) return false
  const { mode, at } = value as Record<string, unknown>
  return (mode === 'minimized' || mode === 'closed') && isTime(at)
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function parseVideos(value: unknown): PlayerMemory['videos'] {
  const videos: PlayerMemory['videos'] = {}
  if (!isRecord(value)) return videos
  for (const [id, entry] of Object.entries(value)) if (isEntry(entry)) videos[id] = { mode: entry.mode, at: entry.at }
  return videos
}

/**
 * The stored memory; anything unreadable counts as nothing remembered. The first version stored
 * the per-video record alone: it is read as such, and its newest close as the last one.
 */
export function parsePlayerMemory(raw: string | null): PlayerMemory {
  if (!raw) return EMPTY_MEMORY
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return EMPTY_MEMORY
  }
  if (!isRecord(parsed)) return EMPTY_MEMORY
  if (!('videos' in parsed)) {
    const videos = parseVideos(parsed)
    const closes = Object.values(videos).filter((entry) => entry.mode === 'closed').map((entry) => entry.at)
    return { videos, closedAt: closes.length > 0 ? Math.max(...closes) : null, shownAfterClose: [] }
  }
  const shown = Array.isArray(parsed.shownAfterClose) ? parsed.shownAfterClose.filter((id) => typeof id === 'string') : []
  return {
    videos: parseVideos(parsed.videos),
    closedAt: isTime(parsed.closedAt) ? parsed.closedAt : null,
    shownAfterClose: shown.slice(-PLAYER_MEMORY_LIMIT),
  }
}

export function rememberedMode(memory: PlayerMemory, videoId: string): RememberedMode | null {
  const remembered = Object.hasOwn(memory.videos, videoId) ? memory.videos[videoId] : undefined
  return remembered?.mode ?? null
}

/**
 * Records the choice for one video (null forgets it), keeping the newest PLAYER_MEMORY_LIMIT.
 * A close also starts the quiet day.
 */
export function rememberMode(memory: PlayerMemory, videoId: string, mode: RememberedMode | null, now: number): PlayerMemory {
  const others = Object.entries(memory.videos).filter(([id]) => id !== videoId)
  const entries = mode === null ? others : [...others, [videoId, { mode, at: now }] as const]
  const videos = Object.fromEntries(entries.sort(([, a], [, b]) => b.at - a.at).slice(0, PLAYER_MEMORY_LIMIT))
  return mode === 'closed' ? { videos, closedAt: now, shownAfterClose: [] } : { ...memory, videos }
}

/** Records that a video published after the last close has now popped up (it will not again that day). */
export function rememberShown(memory: PlayerMemory, videoId: string): PlayerMemory {
  if (memory.closedAt === null || memory.shownAfterClose.includes(videoId)) return memory
  return { ...memory, shownAfterClose: [...memory.shownAfterClose, videoId].slice(-PLAYER_MEMORY_LIMIT) }
}

function isSameLocalDay(a: number, b: number): boolean {
  const first = new Date(a)
  const second = new Date(b)
  return first.getFullYear() === second.getFullYear() && first.getMonth() === second.getMonth() && first.getDate() === second.getDate()
}

/** True while the reader's close still holds back the videos published before it (the rest of that local day). */
export function isQuietDay(memory: PlayerMemory, now: number): boolean {
  return memory.closedAt !== null && isSameLocalDay(memory.closedAt, now)
}

/**
 * The videos the player may offer now: never one the reader closed; after a close today, only
 * those published after it that have not popped up yet.
 */
export function videosToOffer<T extends { id: string; created_at: string }>(videos: T[], memory: PlayerMemory, now: number): T[] {
  const open = videos.filter((video) => rememberedMode(memory, video.id) !== 'closed')
  const { closedAt } = memory
  if (closedAt === null || !isSameLocalDay(closedAt, now)) return open
  return open.filter((video) => Date.parse(video.created_at) > closedAt && !memory.shownAfterClose.includes(video.id))
}
