import type { TablesInsert } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage, newestFirst, type CreatedAtCursor } from '../keyset.ts'
import { nothingChanged } from '../request-error.ts'

const VIDEO_COLUMNS = 'id,title,url,created_at' as const

/** The player picks among recent videos; more than this in a week is not a realistic need. */
const RECENT_VIDEOS_LIMIT = 50

/** Video posts of the last `maxAgeDays` days, newest first. */
export async function fetchRecentVideos(db: DbClient, maxAgeDays: number, now: number = Date.now()) {
  const since = new Date(now - maxAgeDays * 24 * 60 * 60 * 1000).toISOString()
  const { data } = await db
    .from('video_posts')
    .select(VIDEO_COLUMNS)
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(RECENT_VIDEOS_LIMIT)
    .throwOnError()
  return data
}

export type VideoPost = Awaited<ReturnType<typeof fetchRecentVideos>>[number]

/** A page of the dashboard's list, newest first, by key (see src/data/keyset.ts). */
export async function fetchAdminVideoPage(db: DbClient, after: CreatedAtCursor | null, pageSize: number) {
  const { data } = await newestFirst(db.from('video_posts').select(VIDEO_COLUMNS), after, pageSize + 1).throwOnError()
  return keysetPage(data, pageSize)
}

/** How many video posts there are: read once for the tab, not per page. */
export async function countVideos(db: DbClient): Promise<number> {
  const { count } = await db.from('video_posts').select('id', { count: 'exact', head: true }).throwOnError()
  return count ?? 0
}

export type NewVideo = Pick<TablesInsert<'video_posts'>, 'title' | 'url'>

export async function createVideo(db: DbClient, video: NewVideo): Promise<void> {
  await db.from('video_posts').insert(video).throwOnError()
}

export async function deleteVideo(db: DbClient, id: string): Promise<void> {
  const { data } = await db.from('video_posts').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The video post')
}
