import { InfiniteQueryObserver, MutationObserver, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast-store.ts'
import { createQueryClient, removeSignedInQueries } from './query-client.ts'

vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }))

const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const latestMeta = { errorTitle: 'Supabase error', errorMessage: "Couldn't load the latest news." }

/** Subscribes like a mounted component would and resolves once the query has failed. */
function observe(client: ReturnType<typeof createQueryClient>, options: ConstructorParameters<typeof QueryObserver>[1]) {
  const observer = new QueryObserver(client, { retry: false, ...options })
  return new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) {
        unsubscribe()
        resolve()
      }
    })
  })
}

/**
 * Waits until `count` toasts have been shown (their texts load on the first failure), then for
 * the texts' module once more, so a toast that should not have come has had its chance to.
 */
async function toastsShown(count: number) {
  await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(count))
  await import('./error-text.ts')
  expect(toast).toHaveBeenCalledTimes(count)
}

beforeEach(() => {
  vi.mocked(toast).mockClear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

// Vitest 4 hands back the same spy when a method is spied on again, calls and all.
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the query client error path', () => {
  it('shows one plain-words toast for a failed query however many components read it', async () => {
    const client = createQueryClient()
    const options = { queryKey: ['articles', 'list', { view: 'latest' }], queryFn: offline, meta: latestMeta }
    await Promise.all([observe(client, options), observe(client, options), observe(client, options)])
    await toastsShown(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Supabase error',
      description: "Couldn't load the latest news. Check your connection and try again.",
      variant: 'destructive',
    })
    expect(console.error).toHaveBeenCalledWith("Supabase error: Couldn't load the latest news.", expect.any(TypeError))
  })

  it('shows one toast when several queries with the same title fail together', async () => {
    const client = createQueryClient()
    await Promise.all([
      observe(client, { queryKey: ['a'], queryFn: offline, meta: latestMeta }),
      observe(client, { queryKey: ['b'], queryFn: offline, meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load the video." } }),
    ])
    await toastsShown(1)
    expect(console.error).toHaveBeenCalledTimes(2)
  })

  it('only logs a query that opted out', async () => {
    const client = createQueryClient()
    await observe(client, { queryKey: ['sitemap'], queryFn: offline, meta: { errorToast: false, errorMessage: 'Sitemap: could not read the articles.' } })
    expect(toast).not.toHaveBeenCalled()
    expect(console.error).toHaveBeenCalledExactlyOnceWith('Sitemap: could not read the articles.', expect.any(TypeError))
  })

  it("leaves an ended administrator session to the auth store's Signed out toast", async () => {
    const client = createQueryClient()
    const expired = Object.assign(new Error('JWT expired'), { code: 'PGRST303' })
    await observe(client, { queryKey: ['admin'], queryFn: () => Promise.reject(expired), meta: { signedInOnly: true, errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." } })
    expect(toast).not.toHaveBeenCalled()
    expect(console.error).toHaveBeenCalledWith("Couldn't load the articles.", expired)
  })

  it('never shows the raw server message', async () => {
    const client = createQueryClient()
    const refused = Object.assign(new Error('articles are unavailable'), { code: 'XX000' })
    await observe(client, { queryKey: ['x'], queryFn: () => Promise.reject(refused), meta: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." } })
    await toastsShown(1)
    expect(toast).toHaveBeenCalledWith({
      title: 'Error fetching articles',
      description: "Couldn't load the articles. Something went wrong on our side. Try again in a moment.",
      variant: 'destructive',
    })
  })

  it('only logs a background refresh that fails over data already on screen, and the data stays', async () => {
    const client = createQueryClient()
    const key = ['articles', 'page', 'a-story']
    client.setQueryData(key, { title: 'A story' }, { updatedAt: Date.now() })
    // Fresh data: the observer shows it without fetching, as a hydrated page does.
    const observer = new QueryObserver(client, { queryKey: key, queryFn: offline, retry: false, meta: latestMeta })
    const unsubscribe = observer.subscribe(() => undefined)
    await client.invalidateQueries()
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, data: { title: 'A story' } })
    unsubscribe()
    await toastsShown(0)
    expect(console.error).toHaveBeenCalledExactlyOnceWith("Couldn't load the latest news.", expect.any(TypeError))
  })

  it("still shows the toast of a dashboard list's refresh that fails: the editor's working view is out of date", async () => {
    const client = createQueryClient()
    const key = ['admin', 'articles']
    client.setQueryData(key, ['a story'], { updatedAt: Date.now() })
    const observer = new QueryObserver(client, { queryKey: key, queryFn: offline, retry: false, meta: { signedInOnly: true, errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." } })
    const unsubscribe = observer.subscribe(() => undefined)
    await client.invalidateQueries()
    unsubscribe()
    await toastsShown(1)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error fetching articles' }))
  })

  it('still shows the toast of a first load that fails after a background refresh failed', async () => {
    const client = createQueryClient()
    client.setQueryData(['home'], ['a story'])
    await observe(client, { queryKey: ['home'], queryFn: offline, staleTime: 0, meta: latestMeta })
    await observe(client, { queryKey: ['category'], queryFn: offline, meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load the Political articles." } })
    await toastsShown(1)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: "Couldn't load the Political articles. Check your connection and try again." }))
  })

  it("shows the toast of a further page that fails (the reader's Load more), though earlier pages are on screen", async () => {
    const client = createQueryClient()
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['category', 'political'],
      queryFn: ({ pageParam }) => (pageParam === 0 ? Promise.resolve(['first page']) : offline()),
      initialPageParam: 0,
      getNextPageParam: (_last: string[], pages: string[][]) => pages.length,
      retry: false,
      meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load the Political articles." },
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toEqual([['first page']]))
    await observer.fetchNextPage()
    expect(observer.getCurrentResult()).toMatchObject({ isFetchNextPageError: true, data: { pages: [['first page']] } })
    unsubscribe()
    await toastsShown(1)
  })

  it("shows a failed mutation's toast every time, with per-call overrides", async () => {
    const client = createQueryClient()
    const failing = (meta: object) =>
      new MutationObserver(client, { mutationFn: offline, meta: { errorTitle: 'Database Error', errorMessage: "The article wasn't saved.", ...meta } })
        .mutate()
        .catch(() => undefined)
    await failing({})
    await failing({})
    await failing({ errorMessages: { offline: 'You are offline: the article is kept in this window.' } })
    await toastsShown(3)
    expect(vi.mocked(toast).mock.calls.map(([shown]) => shown.description)).toEqual([
      "The article wasn't saved. Check your connection and try again.",
      "The article wasn't saved. Check your connection and try again.",
      'You are offline: the article is kept in this window.',
    ])
  })
})

describe('removeSignedInQueries', () => {
  it("drops what only a signed-in administrator may read and keeps the readers' cache", async () => {
    const client = createQueryClient()
    const subscribers = ['subscribers', 'list', { page: 1 }]
    const latest = ['articles', 'list', { view: 'latest', limit: 10 }]
    await client.prefetchQuery({ queryKey: subscribers, queryFn: () => ['reader@example.com'], meta: { signedInOnly: true } })
    await client.prefetchQuery({ queryKey: latest, queryFn: () => ['a story'] })
    removeSignedInQueries(client)
    expect(client.getQueryData(subscribers)).toBeUndefined()
    expect(client.getQueryData(latest)).toEqual(['a story'])
  })
})
