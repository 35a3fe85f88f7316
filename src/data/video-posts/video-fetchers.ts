import type { TablesInsert, VideoPost } from '../../types/database.ts'
import { VIDEO_COLUMNS } from '../../types/reader-columns.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage, newestFirst, type CreatedAtCursor } from '../keyset.ts'
import { nothingChanged } from '../request-error.ts'

export type { VideoPost } from '../../types/database.ts'

/**
 * Video posts of the last `maxAgeDays` days (clamped to 1–365), newest first, 50 at most: the
 * floating player picks among them. GET, like every read of the reading site.
 */
export async function fetchRecentVideos(db: DbClient, maxAgeDays: number): Promise<VideoPost[]> {
  const { data } = await db.rpc('recent_videos', { max_age_days: maxAgeDays }, { get: true }).throwOnError()
  return data
}

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
