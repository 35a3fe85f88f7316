import { expect, test } from '../support/fixtures.ts'
import { uniqueSuffix } from '../support/articles.ts'
import { toastTitled } from '../support/toasts.ts'

test.describe('static pages', () => {
  test('About: story, the five values, founded 2025', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveTitle('About Us - The Daily Opinion')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible()
    for (const value of ['Integrity', 'Courage', 'Curiosity', 'Quality', 'Engagement']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
    }
    await expect(page.getByRole('main')).toContainText('founded in 2025')
  })

  test('Contact: three mailboxes and a required form that only shows the notice', async ({ page }) => {
    let posted = false
    // The contact form sends nothing; the page-view count every page reports is not the form.
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname !== '/rest/v1/rpc/collect_page_view') posted = true
    })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: /@/ })).toHaveCount(3)
    for (const title of ['General enquiries', 'News tips', 'Press']) await expect(main.getByRole('heading', { name: title })).toBeVisible()

    const form = page.getByRole('form', { name: 'Contact form' })
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email')

    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('[data-variant]')).toHaveCount(0)

    await form.getByLabel('Full Name').fill('Ada Lovelace')
    await form.getByLabel('Email Address').fill('ada@example.com')
    await form.getByLabel('Subject').fill('A tip')
    await form.getByLabel('Message').fill('Look into the engine.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toastTitled(page, "This feature isn't implemented yet")).toBeVisible()
    expect(posted).toBe(false)
  })

  for (const width of [1280, 768, 390, 320]) {
    test(`Contact at ${width}px: e-mail addresses break only before the @, never inside a word`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/contact')
      const links = page.getByRole('main').getByRole('link', { name: /@/ })
      await expect(links).toHaveCount(3)
      for (const link of await links.all()) {
        // The rendered lines of the address, read from where each character is drawn.
        const lines = await link.evaluate((element) => {
          const rows: { top: number; text: string }[] = []
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < (node.textContent ?? '').length; i++) {
              const range = document.createRange()
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const top = Math.round(range.getBoundingClientRect().top)
              const row = rows.find((candidate) => Math.abs(candidate.top - top) < 4)
              const character = (node.textContent ?? '').charAt(i)
              if (row) row.text += character
              else rows.push({ top, text: character })
            }
          }
          return rows.map((row) => row.text)
        })
        const address = lines.join('')
        expect(address).toMatch(/^[\w.-]+@[\w.-]+$/)
        expect(lines.length, address).toBeLessThanOrEqual(2)
        if (lines.length === 2) expect(lines[1]?.startsWith('@'), `${address} wraps as ${JSON.stringify(lines)}`).toBe(true)
      }
    })
  }

  test('Careers: three openings whose Apply links go to /contact', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers')
    const main = page.getByRole('main')
    for (const [title, place, kind] of [
      ['Senior Political Correspondent', 'Remote', 'Full-time'],
      ['Sports Analyst & Writer', 'New York', 'Full-time'],
      ['Investigative Reporter - Documentary Unit', 'Remote', 'Contract'],
    ] as const) {
      const job = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
      await expect(job).toContainText(place)
      await expect(job).toContainText(kind)
      await expect(job.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', '/contact')
    }
    await main.getByRole('link', { name: /^Apply/ }).first().click()
    await expect(page).toHaveURL('/contact')
  })

  for (const [path, title] of [
    ['/advertise', 'Advertise With Us'],
    ['/legal/terms-of-service', 'Terms of Service'],
    ['/legal/privacy-policy', 'Privacy Policy'],
    ['/legal/cookie-policy', 'Cookie Policy'],
  ] as const) {
    test(`${title} is a real text page`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(`${title} - The Daily Opinion`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
      const words = (await page.getByRole('main').innerText()).split(/\s+/).length
      expect(words).toBeGreaterThan(200)
    })
  }
})

test.describe('sitemap', () => {
  test('lists the static pages, the 14 categories and every article with updated_at and the four priorities', async ({ page, sql, baseURL }) => {
    await page.goto('/sitemap.xml')
    const text = (await page.getByTestId('sitemap').textContent()) ?? ''
    const doc = await page.evaluate((xml) => {
      const parsed = new DOMParser().parseFromString(xml, 'application/xml')
      if (parsed.querySelector('parsererror')) return null
      return Array.from(parsed.getElementsByTagName('url')).map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        priority: url.getElementsByTagName('priority')[0]?.textContent ?? '',
      }))
    }, text)
    expect(doc, 'sitemap must be well-formed XML').not.toBeNull()
    const entries = doc!
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]))
    expect(byLoc.get(`${baseURL}/`)?.priority).toBe('1.0')
    for (const path of ['/about', '/contact', '/careers', '/advertise', '/legal/terms-of-service', '/legal/privacy-policy', '/legal/cookie-policy']) {
      expect(byLoc.get(`${baseURL}${path}`)?.priority, path).toBe('0.8')
    }
    expect(entries.filter((entry) => entry.loc.startsWith(`${baseURL}/category/`) && entry.priority === '0.9')).toHaveLength(14)

    // Every article a reader can see (another spec's draft or scheduled article is not listed).
    const articles = await sql<{ slug: string; updated_at: Date }>("select slug, updated_at from public.articles where status = 'published' and publish_date <= now()")
    const listed = entries.filter((entry) => entry.priority === '0.7')
    expect(listed.length).toBe(articles.length)
    for (const article of articles) {
      const entry = byLoc.get(`${baseURL}/${article.slug}`)
      expect(entry, article.slug).toBeDefined()
      expect(new Date(entry?.lastmod ?? Number.NaN).getTime()).toBe(article.updated_at.getTime())
    }
  })

  test('lists every author page (members with a name), after the articles, at priority 0.6', async ({ page, sql, baseURL }) => {
    const authors = await sql<{ slug: string }>('select slug from public.authors where slug is not null and display_name is not null order by slug')
    expect(authors.length).toBeGreaterThan(0)
    await page.goto('/sitemap.xml')
    const text = (await page.getByTestId('sitemap').textContent()) ?? ''
    for (const { slug } of authors) {
      expect(text, slug).toContain(`<loc>${baseURL}/author/${slug}</loc>\n    <priority>0.6</priority>`)
    }
  })

  test('over 500 articles: the page lists the first 500 by slug and a link continues with the rest', async ({ page, sql, baseURL }) => {
    // Old publish dates: the front page and the other specs' newest articles are not disturbed.
    const prefix = `e2e-sitemap-${uniqueSuffix()}`
    await sql(
      `insert into public.articles (slug, title, excerpt, content, category, author, publish_date)
       select $1 || '-' || lpad(i::text, 4, '0'), 'Sitemap filler ' || i, 'Filler.', '<p>Filler.</p>', 'political', 'E2E Writer', now() - interval '5 years'
         from generate_series(1, 500) i`,
      [prefix],
    )
    try {
      const all = (await sql<{ slug: string }>("select slug from public.articles where status = 'published' and publish_date <= now() order by slug")).map((row) => row.slug)
      await page.goto('/sitemap.xml')
      const first = (await page.getByTestId('sitemap').textContent()) ?? ''
      expect(first).toContain(`${baseURL}/category/political`)
      expect(first.match(/<priority>0\.7<\/priority>/g)).toHaveLength(500)
      expect(first).toContain(`<loc>${baseURL}/${all[499]}</loc>`)
      expect(first).not.toContain(`<loc>${baseURL}/${all[500]}</loc>`)

      await page.getByRole('link', { name: 'Next 500 articles' }).click()
      await expect(page.getByTestId('sitemap')).toContainText(`<loc>${baseURL}/${all[500]}</loc>`)
      const second = (await page.getByTestId('sitemap').textContent()) ?? ''
      expect(second.match(/<priority>0\.7<\/priority>/g)).toHaveLength(all.length - 500)
      expect(second).not.toContain('/category/')
      await expect(page.getByRole('link', { name: 'Next 500 articles' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'First page' })).toBeVisible()
    } finally {
      await sql('delete from public.articles where slug like $1', [`${prefix}-%`])
    }
  })
})
