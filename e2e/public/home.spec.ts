import { expect, test } from '../support/fixtures.ts'
import type { ArticleRow } from '../support/articles.ts'
import { itemAt } from '../../tests/support/items.ts'

const HOME_CATEGORIES = [
  'health-news', 'political', 'usa-today', 'uk-today', 'canada-today',
  'nigeria-today', 'israel-today', 'sports', 'entertainment', 'documentary',
]

test.describe('home page', () => {
  test('lead article, then six headline links, newest first', async ({ page, makeArticle }) => {
    const created: ArticleRow[] = []
    // Dated in the future so these seven are the newest whatever else the database holds.
    for (let i = 0; i < 7; i++) created.push(await makeArticle({ title: `Home order ${i} ${Date.now()}`, publishedIn: `${10 - i} hours` }))
    await page.goto('/')
    const lead = page.getByTestId('lead-article')
    const leadTitle = lead.getByRole('heading', { level: 2 })
    await expect(leadTitle).toHaveText(itemAt(created, 0).title)
    await expect(leadTitle.getByRole('link')).toHaveAttribute('href', `/${itemAt(created, 0).slug}`)
    const headlines = page.getByTestId('headlines').getByRole('listitem')
    await expect(headlines).toHaveCount(6)
    for (let i = 0; i < 6; i++) await expect(headlines.nth(i).getByRole('link')).toHaveText(itemAt(created, i + 1).title)
    await expect(page).toHaveTitle('The Daily Opinion')
    await expect(page.locator('h1')).toHaveCount(1)
  })

  test('one section per home category in order, at most ten cards, a banner after every second section', async ({ page }) => {
    await page.goto('/')
    const container = page.getByTestId('home-sections')
    await expect(container.getByTestId('home-section').first()).toBeVisible()
    const blocks = await container.locator(':scope > *').evaluateAll((nodes) =>
      nodes.map((node) => (node.getAttribute('data-testid') === 'ad-slot' ? 'AD' : node.getAttribute('data-category'))),
    )
    const sections = blocks.filter((block) => block !== 'AD')
    expect(sections.length).toBeGreaterThan(1)
    expect(sections).toEqual(HOME_CATEGORIES.filter((category) => sections.includes(category)))
    const expected: string[] = []
    sections.forEach((section, index) => {
      expected.push(section!)
      if ((index + 1) % 2 === 0) expected.push('AD')
    })
    expect(blocks).toEqual(expected)
    for (const section of await container.getByTestId('home-section').all()) {
      const cards = await section.getByRole('article').count()
      expect(cards).toBeGreaterThan(0)
      expect(cards).toBeLessThanOrEqual(10)
      const category = await section.getAttribute('data-category')
      await expect(section.getByRole('link', { name: 'Check related news' })).toHaveAttribute('href', `/category/${category}`)
    }
    await expect(container.getByTestId('ad-slot').first()).toHaveAttribute('data-size', '728x90')
  })

  test('a section shows its ten newest articles as cards with image, title, excerpt and date', async ({ page, makeArticle }) => {
    const created: ArticleRow[] = []
    for (let i = 0; i < 11; i++) {
      created.push(await makeArticle({ category: 'israel-today', title: `Israel card ${i} ${Date.now()}`, publishedIn: `${30 - i} minutes`, image_url: null }))
    }
    await page.goto('/')
    const section = page.locator('[data-testid="home-section"][data-category="israel-today"]')
    await expect(section.getByRole('heading', { level: 2, name: 'Israel Today' })).toBeVisible()
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(10)
    const first = cards.first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(itemAt(created, 0).title)
    await expect(first.getByText(itemAt(created, 0).excerpt)).toBeVisible()
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    // No image in the row: the default stock image, alt text falling back to the title.
    await expect(first.getByRole('img')).toHaveAttribute('src', '/images/default-article.svg')
    await expect(first.getByRole('img')).toHaveAttribute('alt', itemAt(created, 0).title)
    await expect(section.getByText(itemAt(created, 10).title)).toHaveCount(0)
  })

  test('a category without articles has no section', async ({ page, sql, onCleanup }) => {
    const moved = await sql<{ id: string }>("update public.articles set category = 'finance-documentary' where category = 'documentary' returning id")
    onCleanup(() => sql("update public.articles set category = 'documentary' where id = any($1::uuid[])", [moved.map((r) => r.id)]))
    await page.goto('/')
    await expect(page.getByTestId('home-section').first()).toBeVisible()
    await expect(page.locator('[data-testid="home-section"][data-category="documentary"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Documentary' })).toHaveCount(0)
  })

  test('sidebar: search opener, five trending articles with month and day, ad slots', async ({ page, makeArticle }) => {
    const featured = await makeArticle({ title: `Trending featured ${Date.now()}`, featured: true, publishedIn: '-1 minute' })
    await page.goto('/')
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar.getByRole('button', { name: 'Search for articles...' })).toBeVisible()
    const trending = sidebar.getByTestId('trending').getByRole('listitem')
    await expect(trending).toHaveCount(5)
    await expect(trending.first().getByRole('link')).toHaveText(featured.title)
    await expect(trending.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/)
    const ads = sidebar.getByTestId('ad-slot')
    await expect(ads).toHaveCount(3)
    expect(await ads.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-size')))).toEqual(['300x250', '300x200', '300x150'])
    await expect(ads.last()).toBeVisible()
  })
})

test.describe('breaking ticker', () => {
  test('shows up to five breaking articles and loops at 20 s per item', async ({ page, makeArticle }) => {
    const created: ArticleRow[] = []
    for (let i = 0; i < 6; i++) created.push(await makeArticle({ title: `Breaking ${i} ${Date.now()}`, breaking: true, publishedIn: `${60 - i} minutes` }))
    await page.goto('/')
    const ticker = page.getByTestId('breaking-ticker')
    await expect(ticker).toBeVisible()
    const items = ticker.getByRole('region', { name: 'Breaking news' }).locator('ul:not([aria-hidden])').getByRole('listitem')
    await expect(items).toHaveCount(5)
    await expect(items.first().getByRole('link')).toHaveText(itemAt(created, 0).title)
    await expect(ticker.getByText(itemAt(created, 5).title)).toHaveCount(0)
    const track = ticker.locator('.animate-ticker')
    expect(await track.evaluate((node) => getComputedStyle(node).animationDuration)).toBe('100s')
    expect(await track.evaluate((node) => getComputedStyle(node).animationIterationCount)).toBe('infinite')

    await ticker.getByRole('button', { name: 'Pause breaking news ticker' }).click()
    expect(await track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('paused')
    // Links in the moving strip are reachable by keyboard; focusing one also holds the strip still.
    await items.first().getByRole('link').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/${itemAt(created, 0).slug}`)
  })

  test('is absent when no article is breaking', async ({ page, sql, onCleanup }) => {
    const breaking = await sql<{ id: string }>('update public.articles set breaking = false where breaking returning id')
    onCleanup(() => sql('update public.articles set breaking = true where id = any($1::uuid[])', [breaking.map((r) => r.id)]))
    await page.goto('/')
    await expect(page.getByTestId('lead-article')).toBeVisible()
    await expect(page.getByTestId('breaking-ticker')).toHaveCount(0)
  })
})

test.describe('header and footer', () => {
  test('logo, today in en-US, About and Contact, main navigation', async ({ page }) => {
    await page.goto('/about')
    const header = page.getByRole('banner')
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
    )
    await expect(header.getByTestId('today')).toHaveText(today)
    await expect(header.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about')
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'], ['Health News', '/category/health-news'], ['Political', '/category/political'], ['USA Today', '/category/usa-today'],
      ['UK Today', '/category/uk-today'], ['Sports', '/category/sports'], ['Entertainment', '/category/entertainment'], ['Documentary', '/category/documentary'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await header.getByRole('link', { name: /The Daily Opinion/ }).click()
    await expect(page).toHaveURL('/')
  })

  test('Documentary dropdown opens on hover, by keyboard and by tap', async ({ page }) => {
    await page.goto('/')
    // Until the page's chunk has loaded, the header is index.html's shell and then the router's
    // loading state, each replaced by the next: a pointer resting on a replaced link gets no new
    // pointerenter. Hover once the page itself is up.
    await expect(page.getByTestId('lead-article')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Documentary sections' })
    const subItems = ['True Crimes', 'Sports Documentary', 'Politics Documentary', 'Finance Documentary']
    await expect(nav.getByRole('link', { name: 'True Crimes' })).toBeHidden()

    await nav.getByRole('link', { name: 'Documentary', exact: true }).hover()
    for (const name of subItems) await expect(nav.getByRole('link', { name })).toBeVisible()
    await page.mouse.move(5, 700)
    await expect(nav.getByRole('link', { name: 'True Crimes' })).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'True Crimes' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Sports Documentary' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/category/sports-documentary')
    await expect(nav.getByRole('link', { name: 'True Crimes' })).toBeHidden()

    await toggle.click()
    await nav.getByRole('link', { name: 'Finance Documentary' }).click()
    await expect(page).toHaveURL('/category/finance-documentary')
  })

  test('footer: newsletter, Sections / About / Legal columns, four social icons with the notice', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible()
    for (const column of ['Sections', 'About', 'Legal']) await expect(footer.getByRole('heading', { name: column, exact: true })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms-of-service')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy')
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    const social = footer.getByRole('button', { name: /^Follow us on / })
    await expect(social).toHaveCount(4)
    for (let i = 0; i < 4; i++) {
      await social.nth(i).click()
      await expect(page.locator('[data-variant]').filter({ hasText: "This feature isn't implemented yet" })).toBeVisible()
    }
    await expect(page.locator('[data-variant]')).toHaveCount(1)
  })
})
