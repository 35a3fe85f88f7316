/**
 * `npm run bench:photo-lead` (issue 17): what one real photograph costs a phone. A production
 * build on a seeded backend; a 2400×1600 JPEG of about 1.4 MB is uploaded through the editor, as
 * a newsroom would, as the newest article (the lead). Lighthouse 12's mobile profile then audits
 * home and that article with the photo as the lead, the same pages with an SVG illustration as
 * the lead, and an empty page on the same server, interleaved round by round so a busy machine
 * weighs on all of them alike; medians of 3. Also the bytes of the hero a 412 px phone at DPR
 * 1.75 downloads.
 * Targets: photo LCP ≤ 1.2× SVG and ≤ 5× the empty page (home and article); hero ≤ 120 KB.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, findChromium, type ChromiumChoice } from '../e2e/support/browser.ts'
import { LOCAL_ANON_KEY } from '../server/src/config.ts'
import { firstOf } from '../tests/support/items.ts'
import { audit, median, writeBlankPage } from './lighthouse.ts'
import { synthesizePhoto } from './photos/synthetic-photo.ts'
import { serveBuild, startStack, stopOnSignals } from './stack.ts'

const RUNS = 3
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin-password' }
const SVG_LEAD = '/images/articles/political-1.svg'

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

async function lcp(port: number, url: string): Promise<number> {
  return (await audit(port, url)).lcpMs
}

/** Uploads the photo through the editor and publishes it; returns the new article's slug. */
async function publishPhotoArticle(browser: Browser, siteUrl: string, photo: Buffer, query: Query): Promise<string> {
  const page = await browser.newPage()
  await page.goto(`${siteUrl}/admin/signin`)
  await page.getByLabel('Email Address').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/dashboard')
  await page.getByRole('tab', { name: 'Articles' }).click()
  await page.getByRole('button', { name: 'New Article' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Article' })
  const title = `Photo lead bench ${Date.now()}`
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Excerpt').fill('A harbour at dawn, photographed on a phone.')
  await dialog.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo })
  await dialog.getByRole('img', { name: 'Featured image preview' }).waitFor({ timeout: 60_000 })
  await dialog.getByLabel('Featured Image Alt Text').fill('Boats in a harbour at dawn')
  await dialog.getByRole('textbox', { name: 'Content' }).click()
  await page.keyboard.type('The tide came in before the boats went out.')
  await dialog.getByRole('button', { name: 'Create & Publish' }).click()
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
  await page.close()
  const { rows } = await query('select slug from public.articles where title = $1', [title])
  return String(firstOf(rows, 'the published photo article').slug)
}

/** The hero a 412 px phone at DPR 1.75 picks, and its size in bytes. */
async function phoneHero(browser: Browser, url: string): Promise<{ file: string; bytes: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 })
  const page = await context.newPage()
  await page.goto(url)
  const hero = page.getByTestId('article').getByRole('img').first()
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc !== '', await hero.elementHandle())
  const file = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
  const bytes = (await (await page.request.get(file)).body()).length
  await context.close()
  return { file, bytes }
}

async function makeLead(query: Query, slug: string) {
  await query('update public.articles set publish_date = now() where slug = $1', [slug])
}

interface Pages {
  empty: number[]
  svgHome: number[]
  svgArticle: number[]
  photoHome: number[]
  photoArticle: number[]
}

async function auditRounds(chrome: ChromiumChoice, siteUrl: string, query: Query, slugs: { svg: string; photo: string }): Promise<Pages> {
  const pages: Pages = { empty: [], svgHome: [], svgArticle: [], photoHome: [], photoArticle: [] }
  const launched = await chromeLauncher.launch({ chromePath: chrome.executablePath, chromeFlags: ['--headless=new', ...chromiumArgs(chrome)] })
  try {
    for (let round = 0; round < RUNS; round++) {
      pages.empty.push(await lcp(launched.port, `${siteUrl}/blank.html`))
      await makeLead(query, slugs.svg)
      pages.svgHome.push(await lcp(launched.port, `${siteUrl}/`))
      pages.svgArticle.push(await lcp(launched.port, `${siteUrl}/${slugs.svg}`))
      await makeLead(query, slugs.photo)
      pages.photoHome.push(await lcp(launched.port, `${siteUrl}/`))
      pages.photoArticle.push(await lcp(launched.port, `${siteUrl}/${slugs.photo}`))
    }
  } finally {
    launched.kill()
  }
  return pages
}

function report(pages: Pages, photoBytes: number, hero: { file: string; bytes: number }): boolean {
  const m = (values: number[]) => Math.round(median(values))
  const empty = m(pages.empty)
  const rows = [
    { page: 'home', svg: m(pages.svgHome), photo: m(pages.photoHome) },
    { page: 'article', svg: m(pages.svgArticle), photo: m(pages.photoArticle) },
  ]
  console.log(`Lighthouse 12 mobile, LCP medians of ${RUNS}, interleaved; lead photo uploaded through the editor: ${(photoBytes / 1024 / 1024).toFixed(2)} MB JPEG, 2400×1600`)
  console.log('| page | SVG lead ms | photo lead ms | photo / SVG (≤ 1.2) | photo / empty (≤ 5) |')
  console.log('|---|---|---|---|---|')
  let met = true
  for (const row of rows) {
    const toSvg = row.photo / row.svg
    const toEmpty = row.photo / empty
    met &&= toSvg <= 1.2 && toEmpty <= 5
    console.log(`| ${row.page} | ${row.svg} | ${row.photo} | ${toSvg.toFixed(2)} | ${toEmpty.toFixed(2)} |`)
  }
  console.log(`empty page: ${empty} ms`)
  console.log(`hero at 412 px, DPR 1.75: ${path.basename(hero.file)}, ${(hero.bytes / 1024).toFixed(1)} KB (≤ 120 KB)`)
  met &&= hero.bytes <= 120 * 1024
  console.log(met ? 'all targets met' : 'a target was missed')
  return met
}

async function main() {
  const stack = await startStack({ name: 'news-photo-lead-db-', log: () => undefined })
  stopOnSignals(stack, (line) => console.error(`[photo-lead] ${line}`))
  const { api } = stack.backend
  const query: Query = (text, values) => api.db.pool.query(text, values)
  const site = await serveBuild({
    apiUrl: api.url,
    anonKey: LOCAL_ANON_KEY,
    beforeServe: writeBlankPage,
  })
  const chrome = await findChromium()
  const browser = await chromium.launch({ executablePath: chrome.executablePath, args: chromiumArgs(chrome) })
  try {
    const photo = await synthesizePhoto({ width: 2400, height: 1600, seed: 2024, targetBytes: 1.4 * 1024 * 1024 })
    const photoSlug = await publishPhotoArticle(browser, site.url, photo, query)
    const { rows } = await query(
      `insert into public.articles (title, excerpt, content, category, author, image_url, image_alt)
       values ($1, 'The same story with an illustration.', '<p>The tide came in before the boats went out.</p>', 'political', 'Bench', $2, 'An illustration')
       returning slug`,
      [`SVG lead bench ${Date.now()}`, SVG_LEAD],
    )
    const svgSlug = String(firstOf(rows, 'the SVG article').slug)
    const hero = await phoneHero(browser, `${site.url}/${photoSlug}`)
    const pages = await auditRounds(chrome, site.url, query, { svg: svgSlug, photo: photoSlug })
    process.exitCode = report(pages, photo.length, hero) ? 0 : 1
  } finally {
    await browser.close()
    await site.stop()
    await stack.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
