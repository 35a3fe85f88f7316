import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { uniqueSuffix } from '../support/articles.ts'

function countSearchRequests(page: Page) {
  const urls: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/rest/v1/rpc/search_articles') urls.push(url)
  })
  return urls
}

test.describe('search overlay', () => {
  test('asks for three characters, then says when nothing matches', async ({ page }) => {
    // A fake clock, so "no search after the debounce" is checked by running the timers, not by waiting.
    await page.clock.install()
    const requests = countSearchRequests(page)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    const input = dialog.getByPlaceholder('Search for articles...')
    await expect(input).toBeFocused()
    await expect(dialog.getByText('Start Typing to Search')).toBeVisible()
    await expect(dialog.getByText('Enter at least 3 characters')).toBeVisible()
    await input.fill('zq')
    await page.clock.runFor(2_000)
    await expect(dialog.getByText('Start Typing to Search')).toBeVisible()
    expect(requests).toEqual([])
    await input.fill(`nothing-matches-${uniqueSuffix()}`)
    await expect(dialog.getByText('No Results Found')).toBeVisible()
    await expect(dialog.getByText('Try a different search term')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('finds title, excerpt and content matches case-insensitively in the database and links to them', async ({ page, makeArticle }) => {
    const word = `zebrafinch${uniqueSuffix()}`
    const inTitle = await makeArticle({ title: `The ${word} in the title`, publishedIn: '3 minutes' })
    const inExcerpt = await makeArticle({ excerpt: `An excerpt about ${word.toUpperCase()}.`, publishedIn: '2 minutes' })
    const inContent = await makeArticle({ content: `<p>Deep in the body: ${word}.</p>`, publishedIn: '1 minute' })
    const requests = countSearchRequests(page)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    await dialog.getByPlaceholder('Search for articles...').pressSequentially(word.toUpperCase(), { delay: 20 })
    await expect(dialog.getByText('3 results found')).toBeVisible()
    const links = dialog.getByRole('link')
    await expect(links).toHaveCount(3)
    // Ranked: a title match before an excerpt match before a body match.
    await expect(links.nth(0)).toHaveAttribute('href', `/${inTitle.slug}`)
    await expect(links.nth(1)).toHaveAttribute('href', `/${inExcerpt.slug}`)
    await expect(links.nth(2)).toHaveAttribute('href', `/${inContent.slug}`)

    // One keystroke burst, one request, run by the database (full text, no count).
    expect(requests).toHaveLength(1)
    expect(requests[0]?.searchParams.get('q')).toBe(word.toUpperCase())
    expect(Number(requests[0]?.searchParams.get('max_results'))).toBe(20)

    await links.nth(0).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(`/${inTitle.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inTitle.title)
  })

  test('keeps focus inside while open and treats filter syntax as plain text', async ({ page, makeArticle }) => {
    const article = await makeArticle({ title: `Rates (up), again: 50% ${uniqueSuffix()}` })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await dialog.getByPlaceholder('Search for articles...').fill('(up), again: 50%')
    await expect(dialog.getByRole('link', { name: new RegExp(article.title.replace(/[()%]/g, '.')) })).toBeVisible()
  })

  test("more matches than the list shows: 'N+ results found', never an exact count", async ({ page, makeArticle }) => {
    const word = `heron${uniqueSuffix()}`.replace(/-/g, '')
    for (let i = 0; i < 21; i++) await makeArticle({ title: `The ${word} report ${i}` })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    await dialog.getByPlaceholder('Search for articles...').fill(word)
    await expect(dialog.getByText('20+ results found')).toBeVisible()
    await expect(dialog.getByRole('link')).toHaveCount(20)
  })

  test("a misspelt word: 'Did you mean: housing' over the corrected term's results; choosing it puts it in the box", async ({ page, makeArticle }) => {
    const article = await makeArticle({ title: `Housing plan for the riverside ${uniqueSuffix()}` })
    const requests = countSearchRequests(page)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    const input = dialog.getByPlaceholder('Search for articles...')
    await input.fill('huosing')
    const correction = dialog.getByTestId('search-correction')
    await expect(correction).toHaveText('Did you mean: housing')
    await expect(dialog.getByRole('link', { name: new RegExp(article.title) })).toHaveAttribute('href', `/${article.slug}`)
    await expect(dialog.getByText(/results? found/)).toBeVisible()
    await expect(dialog.getByText('No Results Found')).toBeHidden()
    // No whole titles that merely share letters ("... About Losing").
    await expect(dialog.getByRole('list', { name: 'Did you mean:' })).toHaveCount(0)
    // One request answered both the correction and its results.
    expect(requests.map((url) => url.searchParams.get('q'))).toEqual(['huosing'])

    await correction.getByRole('button', { name: 'housing' }).click()
    await expect(input).toHaveValue('housing')
    await expect(input).toBeFocused()
    await expect(dialog.getByRole('link', { name: new RegExp(article.title) })).toBeVisible()
    await expect(correction).toBeHidden()
  })

  test("'helth' finds the health articles, and Enter opens the first of them", async ({ page, makeArticle }) => {
    const article = await makeArticle({ title: `Health board meets ${uniqueSuffix()}`, category: 'health-news' })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    const input = dialog.getByPlaceholder('Search for articles...')
    await input.fill('helth')
    await expect(dialog.getByTestId('search-correction')).toHaveText('Did you mean: health')
    await expect(dialog.getByRole('link', { name: new RegExp(article.title) })).toBeVisible()
    const first = await dialog.getByRole('list').getByRole('link').first().getAttribute('href')
    await input.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(first ?? '')
  })

  test("a word no correction reaches: 'No Results Found' and 'Did you mean' with a close title, which opens the article", async ({ page, makeArticle }) => {
    const word = `quillwort${uniqueSuffix().replace(/[^a-z]/g, '')}`
    const article = await makeArticle({ title: `The ${word} inquiry reports` })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    // Three letters added: too far from any word to correct, close to the title.
    await dialog.getByPlaceholder('Search for articles...').fill(`${word}xyz`)
    await expect(dialog.getByText('No Results Found')).toBeVisible()
    await expect(dialog.getByText('Try a different search term')).toBeVisible()
    await expect(dialog.getByTestId('search-correction')).toHaveCount(0)
    const suggestions = dialog.getByRole('list', { name: 'Did you mean:' })
    await expect(suggestions).toContainText(`${article.title}?`)
    const link = suggestions.getByRole('link', { name: article.title })
    await expect(link).toHaveAttribute('href', `/${article.slug}`)
    // A real link: the keyboard opens it with Enter.
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(`/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  })

  test('Enter in the search box opens the first result, even typed before the results arrive', async ({ page, makeArticle }) => {
    const word = `lanternfish${uniqueSuffix().replace(/[^a-z]/g, '')}`
    const first = await makeArticle({ title: `The ${word} census`, publishedIn: '2 minutes' })
    await makeArticle({ content: `<p>Also about the ${word}.</p>`, publishedIn: '1 minute' })
    const requests = countSearchRequests(page)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    const input = dialog.getByPlaceholder('Search for articles...')
    await input.fill(word)
    await input.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(`/${first.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    // Enter asked for the term at once; the debounced list would have asked for the same entry.
    expect(requests.map((url) => url.searchParams.get('q'))).toEqual([word])

    // Back returns to the page the overlay was opened on, not to the overlay.
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(dialog).toBeHidden()
  })

  test("Enter does nothing when nothing matches; the reader's typing stays", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    const input = dialog.getByPlaceholder('Search for articles...')
    const term = `nothing-matches-${uniqueSuffix()}`
    await input.fill(term)
    await input.press('Enter')
    await expect(dialog.getByText('No Results Found')).toBeVisible()
    await expect(input).toHaveValue(term)
    await expect(page).toHaveURL('/')
  })

  test("finds an author's articles by the byline", async ({ page, makeArticle }) => {
    const surname = `Quennell${uniqueSuffix().replace(/[^a-z]/g, '')}`
    const author = `Ottoline ${surname}`
    const older = await makeArticle({ author, title: `Harbour fees rise ${uniqueSuffix()}`, publishedIn: '1 minute' })
    const newer = await makeArticle({ author, title: `Ferry timetable changes ${uniqueSuffix()}`, publishedIn: '2 minutes' })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search articles' })
    await dialog.getByPlaceholder('Search for articles...').fill(author)
    await expect(dialog.getByText('2 results found')).toBeVisible()
    const links = dialog.getByRole('link')
    await expect(links.nth(0)).toHaveAttribute('href', `/${newer.slug}`)
    await expect(links.nth(1)).toHaveAttribute('href', `/${older.slug}`)
  })
})
