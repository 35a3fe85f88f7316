/**
 * The database keeps only video links the floating player can play (migration
 * 20261124000400), whoever writes them, and never offers an older unplayable row to readers.
 * Before that migration a Vimeo link was saved and then played nowhere.
 */
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { playableVideoId } from '../../src/data/video-posts/playable-video-url.ts'
import { createVideo, fetchRecentVideos } from '../../src/data/video-posts/video-fetchers.ts'
import { adminDb, closeSql, readerDb, serviceClient, sql, unique } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

afterAll(async () => {
  await closeSql()
})

const UNPLAYABLE = [
  'https://vimeo.com/76979871',
  'https://x.com/newsroom/status/1790000000000000000',
  'https://www.youtube.com/shorts/aqz-KE-bpKQ',
  'https://www.youtube.com/watch?v=short',
  'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
  'HTTPS://YOUTU.BE/aqz-KE-bpKQ',
]
const PLAYABLE = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=42s',
  'http://www.youtube.com/watch/?v=aqz-KE-bpKQ#t=3',
  'https://youtu.be/eRsGyueVLvQ?si=share',
]

const rowsTitled = (title: string) => sql('select url from public.video_posts where title = $1', [title])

describe('video_posts.url: only links the player can play', () => {
  it('the database and the app apply the same rule', async () => {
    for (const url of [...UNPLAYABLE, ...PLAYABLE]) {
      const row = firstOf(await sql<{ playable: boolean }>('select private.is_playable_video_url($1) as playable', [url]))
      expect(row.playable, url).toBe(playableVideoId(url) !== null)
    }
    expect(UNPLAYABLE.filter((url) => playableVideoId(url) !== null)).toEqual([])
    expect(PLAYABLE.filter((url) => playableVideoId(url) === null)).toEqual([])
  })

  it('an administrator inserting an unplayable link through REST gets 400 (23514) and no row', async () => {
    const admin = await adminDb()
    for (const url of UNPLAYABLE) {
      const title = unique('unplayable')
      const reply = await admin.from('video_posts').insert({ title, url })
      expect(reply.status, url).toBe(400)
      expect(reply.error?.code, url).toBe('23514')
      expect(await rowsTitled(title), url).toEqual([])
    }
  })

  it('an administrator cannot edit a saved video into an unplayable link', async () => {
    const admin = await adminDb()
    const title = unique('playable')
    await createVideo(admin, { title, url: 'https://youtu.be/eRsGyueVLvQ' })
    const reply = await admin.from('video_posts').update({ url: 'https://vimeo.com/76979871' }).eq('title', title)
    expect(reply.status).toBe(400)
    expect(reply.error?.code).toBe('23514')
    expect(await rowsTitled(title)).toEqual([{ url: 'https://youtu.be/eRsGyueVLvQ' }])
  })

  it('playable links are saved, by an administrator and by the service role', async () => {
    const admin = await adminDb()
    for (const url of PLAYABLE) {
      const title = unique('playable')
      await createVideo(admin, { title, url })
      expect(await rowsTitled(title)).toEqual([{ url }])
    }
    const service = serviceClient()
    const accepted = await service.from('video_posts').insert({ title: unique('service'), url: PLAYABLE[0] })
    expect(accepted.status).toBe(201)
    const refused = await service.from('video_posts').insert({ title: unique('service'), url: UNPLAYABLE[0] })
    expect(refused.status).toBe(400)
    expect(refused.error?.code).toBe('23514')
  })

  it('holds for every row of a fresh database: the constraint is validated, not only NOT VALID', async () => {
    const [row] = await sql<{ validated: boolean }>(
      `select convalidated as validated from pg_constraint where conrelid = 'public.video_posts'::regclass and conname = 'video_posts_url_playable'`,
    )
    expect(row).toEqual({ validated: true })
  })

  it('recent_videos() never offers an unplayable row saved before the rule', async () => {
    // A project migrated with an X post in it: the constraint is then NOT VALID and the row stays.
    // Rebuilt inside one transaction and rolled back, so no other test sees it.
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    await client.connect()
    try {
      await client.query('begin')
      await client.query('alter table public.video_posts drop constraint video_posts_url_playable')
      const legacy = await client.query<{ id: string }>(
        `insert into public.video_posts (title, url) values ($1, 'https://x.com/newsroom/status/1') returning id`,
        [unique('legacy')],
      )
      const playable = await client.query<{ id: string }>(
        `insert into public.video_posts (title, url) values ($1, 'https://youtu.be/eRsGyueVLvQ') returning id`,
        [unique('current')],
      )
      await client.query(
        'alter table public.video_posts add constraint video_posts_url_playable check (private.is_playable_video_url(url)) not valid',
      )
      await client.query('set local role anon')
      const { rows } = await client.query<{ videos: { id: string }[] }>('select public.recent_videos(7) as videos')
      const ids = firstOf(rows).videos.map((video) => video.id)
      expect(ids).toContain(firstOf(playable.rows).id)
      expect(ids).not.toContain(firstOf(legacy.rows).id)
    } finally {
      await client.query('rollback')
      await client.end()
    }
    // And through the app's own fetcher, on the real table.
    const recent = await fetchRecentVideos(readerDb(), 7)
    expect(recent.filter((video) => playableVideoId(video.url) === null)).toEqual([])
  })
})
