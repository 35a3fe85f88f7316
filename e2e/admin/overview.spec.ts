import type { Page } from '@playwright/test'
import { expect, test, type Sql } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, insertArticle, openTab, unique } from './admin-helpers.ts'

const COUNT_LABELS = ['Total Articles', 'Video Posts', 'Pending Comments', 'Subscribers'] as const
type CountLabel = (typeof COUNT_LABELS)[number]

async function databaseCounts(sql: Sql): Promise<Record<CountLabel, number>> {
  const row = firstOf(await sql<Record<CountLabel, string>>(`select
    (select count(*) from public.articles) as "Total Articles",
    (select count(*) from public.video_posts) as "Video Posts",
    (select count(*) from public.comments where status = 'pending') as "Pending Comments",
    (select count(*) from public.subscribers) as "Subscribers"`))
  return {
    'Total Articles': Number(row['Total Articles']),
    'Video Posts': Number(row['Video Posts']),
    'Pending Comments': Number(row['Pending Comments']),
    Subscribers: Number(row.Subscribers),
  }
}

async function shownCounts(page: Page) {
  const shown: Partial<Record<CountLabel, number>> = {}
  for (const label of COUNT_LABELS) {
    const text = await page.getByTestId(`count-${label}`).textContent()
    shown[label] = Number(text?.replace(/,/g, ''))
  }
  return shown
}

test.describe('overview', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => { await sql('delete from public.articles where title like $1', [`%${token}%`]) })

  test('the four counts match the database and come from one overview_counts() request', async ({ page, sql }) => {
    const countRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/') && request.method() !== 'OPTIONS') countRequests.push(`${request.method()} ${request.url()}`)
    })
    await signIn(page)
    await expect(page.getByTestId('count-Subscribers')).not.toHaveText('—')
    const before = await databaseCounts(sql)
    await page.reload()
    await expect(page.getByTestId('count-Subscribers')).not.toHaveText('—')
    const shown = await shownCounts(page)
    const after = await databaseCounts(sql)
    expect(after).toEqual(before) // nothing else wrote meanwhile, so the comparison is fair
    expect(shown).toEqual(after)
    expect(countRequests.filter((url) => url.includes('/rest/v1/rpc/overview_counts'))).toHaveLength(2)
    // Two page loads, one request each; no count=exact HEAD request per table.
    expect(countRequests.filter((request) => request.startsWith('HEAD '))).toEqual([])
  })

  test('counts refresh after a change', async ({ adminPage: page, sql }) => {
    await expect(page.getByTestId('count-Pending Comments')).not.toHaveText('—')
    const article = await insertArticle(sql, { title: `Counted ${token}` })
    await sql('insert into public.comments (article_id, author_name, content) values ($1, $2, $3)', [article.id, 'Cy', `Count me ${token}`])
    const expected = await databaseCounts(sql)
    await openTab(page, 'Comments')
    await page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: `Count me ${token}` })
      .getByRole('button', { name: 'Approve comment by Cy' }).click()
    await expectToast(page, 'Comment Updated')
    await openTab(page, 'Overview')
    await expect(page.getByTestId('count-Pending Comments')).toHaveText(String(expected['Pending Comments'] - 1))
    await expect(page.getByTestId('count-Total Articles')).toHaveText(expected['Total Articles'].toLocaleString('en-US'))
  })
})
