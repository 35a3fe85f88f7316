import { upsertUser } from '../../server/src/db/users.ts'
import { firstOf } from '../../tests/support/items.ts'
import { uniqueSuffix } from '../support/articles.ts'
import { expect, test } from '../support/fixtures.ts'
import { watchLayoutShift } from '../support/layout-shift.ts'
import { networkQuiet } from '../support/network-quiet.ts'

test.describe('author pages', () => {
  test('the byline of an article by a named member opens their page: name, bio, their published articles, a feed', async ({ page, pool, sql, makeArticle, onCleanup }) => {
    const suffix = uniqueSuffix()
    const { id } = await upsertUser(pool, { email: `byline-${suffix}@example.com`, password: 'byline-password', admin: true })
    onCleanup(() => sql('delete from auth.users where id = $1', [id]))
    const name = `Ada Byline ${suffix}`
    const { slug } = firstOf(await sql<{ slug: string }>(
      `update public.authors set display_name = $2, bio = 'Covers the courts and the council.' where user_id = $1 returning slug`, [id, name]))

    const older = await makeArticle({ title: `Older by Ada ${suffix}`, author: name, publishedIn: '1 hour' })
    const newer = await makeArticle({ title: `Newer by Ada ${suffix}`, author: name, publishedIn: '2 hours' })
    const draft = await makeArticle({ title: `Draft by Ada ${suffix}`, author: name, publishedIn: '3 hours' })
    await sql(`update public.articles set author_id = $1, byline_id = (select w.id from public.authors w where w.user_id = $1) where id = any($2::uuid[])`,
      [id, [older.id, newer.id, draft.id]])
    await sql(`update public.articles set status = 'draft' where id = $1`, [draft.id])

    await page.goto(`/${older.slug}`)
    const byline = page.getByTestId('article').getByRole('link', { name })
    await expect(byline).toHaveAttribute('href', `/author/${slug}`)
    await byline.click()

    await expect(page).toHaveURL(`/author/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(`${name} - The Daily Opinion`)
    await expect(page.getByTestId('author-bio')).toHaveText('Covers the courts and the council.')
    const cards = page.getByTestId('category-card')
    await expect(cards.getByRole('heading')).toHaveText([newer.title, older.title])
    await expect(page.getByText(draft.title)).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').last())
      .toHaveAttribute('href', new RegExp(`/functions/v1/rss\\?author=${slug}$`))

    await cards.first().getByRole('link', { name: /^Read Full Story/ }).click()
    await expect(page).toHaveURL(`/${newer.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title)
  })

  test('the seed’s bylines link to their writers’ pages; /author/hannah-cole lists the demo administrator’s articles', async ({ page, sql }) => {
    const [seeded] = await sql<{ slug: string; title: string }>(
      "select slug, title from public.articles where author = 'Priya Raman' and status = 'published' order by publish_date desc limit 1")
    if (!seeded) throw new Error('e2e: the seed has no article by Priya Raman')
    await page.goto(`/${seeded.slug}`)
    const byline = page.getByTestId('article').getByRole('link', { name: 'Priya Raman' })
    await expect(byline).toHaveAttribute('href', '/author/priya-raman')
    await byline.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priya Raman')
    await expect(page.getByTestId('author-bio')).toContainText('Health correspondent.')
    await expect(page.getByTestId('category-card').getByRole('heading', { name: seeded.title })).toBeVisible()

    // The demo administrator writes as the seeded Hannah Cole: her page lists what she signs, newest first.
    const hers = await sql<{ title: string }>(
      `select a.title from public.articles a join public.authors w on w.id = a.byline_id
        where w.slug = 'hannah-cole' and a.status = 'published' and a.publish_date <= now()
        order by a.publish_date desc, a.id desc limit 12`)
    expect(hers.length).toBeGreaterThanOrEqual(8)
    await page.goto('/author/hannah-cole')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hannah Cole')
    await expect(page.getByTestId('category-card').getByRole('heading')).toHaveText(hers.map((row) => row.title))
  })

  test("an article that names no writer has a plain byline; an unknown author is 'Author Not Found', noindex", async ({ page, makeArticle }) => {
    const article = await makeArticle({ author: 'Seeded Byline' })
    await page.goto(`/${article.slug}`)
    await expect(page.getByTestId('article').getByText('Seeded Byline').first()).toBeVisible()
    await expect(page.getByTestId('article').getByRole('link', { name: 'Seeded Byline' })).toHaveCount(0)

    await page.goto(`/author/nobody-${uniqueSuffix()}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Author Not Found')
    await expect(page).toHaveTitle('Author Not Found - The Daily Opinion')
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL('/')
  })

  for (const width of [390, 1280]) {
    test(`the page does not shift as it loads (CLS ≤ 0.05) at ${width}px`, async ({ page, pool, sql, makeArticle, onCleanup }) => {
      const suffix = uniqueSuffix()
      const { id } = await upsertUser(pool, { email: `shift-${suffix}@example.com`, password: 'byline-password', admin: true })
      onCleanup(() => sql('delete from auth.users where id = $1', [id]))
      const { slug } = firstOf(await sql<{ slug: string }>(
        `update public.authors set display_name = $2, bio = $3 where user_id = $1 returning slug`,
        [id, `Steady Writer ${suffix}`, 'Writes long reads about housing, transport and the money behind both, from the council chamber to the building site.']))
      const made = [await makeArticle({ publishedIn: '1 hour' }), await makeArticle({ publishedIn: '2 hours' }), await makeArticle({ publishedIn: '3 hours' })]
      await sql('update public.articles set author_id = $1, byline_id = (select w.id from public.authors w where w.user_id = $1) where id = any($2::uuid[])',
        [id, made.map((row) => row.id)])

      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
      const layoutShift = await watchLayoutShift(page)
      // The loading state paints first, then the answer replaces it (as on a slow network).
      let release = () => {}
      const painted = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/rest/v1/**', async (route) => {
        await painted
        await route.fallback()
      })
      await page.goto(`/author/${slug}`)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      release()
      await expect(page.getByTestId('category-card')).toHaveCount(3)
      await expect(page.getByTestId('trending').getByRole('listitem')).toHaveCount(5)
      await networkQuiet(page)
      await page.evaluate(() => document.fonts.ready)
      const cls = await layoutShift()
      test.info().annotations.push({ type: 'CLS', description: `author ${width}px: ${cls.toFixed(4)}` })
      expect(cls).toBeLessThanOrEqual(0.05)
    })
  }
})
