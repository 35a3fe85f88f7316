/**
 * The photo-lead measurement: what one real photograph costs a phone. A production build
 * against the given backend; a 2400×1600 JPEG of about 1.4 MB is uploaded through the editor, as
 * a newsroom would, as the newest article (the lead). Lighthouse 12's mobile profile then audits
 * home and that article with the photo as the lead, the same pages with an SVG illustration as
 * the lead, and an empty page on the same server, interleaved round by round so a busy machine
 * weighs on all of them alike; medians of 3. Also the bytes of the hero a 412 px phone at DPR
 * 1.75 downloads.
 * Targets: photo LCP ≤ 1.2× SVG and ≤ 5× the empty page (home and article); hero ≤ 120 KB.
 * `npm run bench` adds these rows to its table; `npm run bench:photo-lead` runs them alone.
 */
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, findChromium, type ChromiumChoice } from '../../../e2e/support/browser.ts'
import { firstOf } from '../../../tests/support/items.ts'
import { audit, median, writeBlankPage } from '../lighthouse.ts'
import { synthesizePhoto } from '../../../build/photos/synthetic-photo.ts'
import { serveBuild } from '../../dev/stack.ts'
import type { BenchRow } from './report.ts'

const RUNS = 3
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin-password' }
const SVG_LEAD = '/images/articles/political-1.svg'

export type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

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

export interface PhotoLeadReport {
  photoBytes: number
  /** Medians, ms. */
  emptyMs: number
  pages: { page: 'home' | 'article'; svgMs: number; photoMs: number }[]
  hero: { file: string; bytes: number }
}

const HERO_MAX_BYTES = 120 * 1024
const toSvgMet = (row: PhotoLeadReport['pages'][number]) => row.photoMs / row.svgMs <= 1.2
const toEmptyMet = (row: PhotoLeadReport['pages'][number], emptyMs: number) => row.photoMs / emptyMs <= 5

export function photoLeadMet(report: PhotoLeadReport): boolean {
  return report.hero.bytes <= HERO_MAX_BYTES && report.pages.every((row) => toSvgMet(row) && toEmptyMet(row, report.emptyMs))
}

/** The report as a Markdown table and two lines, as `npm run bench:photo-lead` prints it. */
export function formatPhotoLead(report: PhotoLeadReport): string {
  return [
    `Lighthouse 12 mobile, LCP medians of ${RUNS}, interleaved; lead photo uploaded through the editor: ${(report.photoBytes / 1024 / 1024).toFixed(2)} MB JPEG, 2400×1600`,
    '| page | SVG lead ms | photo lead ms | photo / SVG (≤ 1.2) | photo / empty (≤ 5) |',
    '|---|---|---|---|---|',
    ...report.pages.map((row) =>
      `| ${row.page} | ${row.svgMs} | ${row.photoMs} | ${(row.photoMs / row.svgMs).toFixed(2)} | ${(row.photoMs / report.emptyMs).toFixed(2)} |`),
    `empty page: ${report.emptyMs} ms`,
    `hero at 412 px, DPR 1.75: ${path.basename(report.hero.file)}, ${(report.hero.bytes / 1024).toFixed(1)} KB (≤ 120 KB)`,
  ].join('\n')
}

/** The same figures as rows of `npm run bench`'s table. */
export function photoLeadRows(report: PhotoLeadReport): BenchRow[] {
  const photo = `${(report.photoBytes / 1024 / 1024).toFixed(2)} MB 2400×1600 JPEG`
  return [
    ...report.pages.map((row) => ({
      measure: `Lighthouse mobile, ${row.page} with a ${photo} lead uploaded through the editor (LCP, median of ${RUNS})`,
      naive: `SVG lead ${row.svgMs} ms, empty page ${report.emptyMs} ms`,
      now: `${row.photoMs} ms: ${(row.photoMs / row.svgMs).toFixed(2)}× SVG, ${(row.photoMs / report.emptyMs).toFixed(2)}× empty`,
      target: '<= 1.2× SVG, <= 5× empty',
      met: toSvgMet(row) && toEmptyMet(row, report.emptyMs),
    })),
    {
      measure: 'hero a 412 px phone (DPR 1.75) downloads for that photo',
      naive: `the ${photo} itself, unresized`,
      now: `${path.basename(report.hero.file)}, ${(report.hero.bytes / 1024).toFixed(1)} KB`,
      target: '<= 120 KB',
      met: report.hero.bytes <= HERO_MAX_BYTES,
    },
  ]
}

/**
 * Builds and serves the app against `apiUrl`, publishes the photo article and an SVG one, and
 * audits them. `query` reaches the same database as a superuser (to make each article the lead
 * in turn). The demo administrator must exist.
 */
export async function measurePhotoLead(options: { apiUrl: string; anonKey: string; query: Query }): Promise<PhotoLeadReport> {
  const { query } = options
  const site = await serveBuild({ apiUrl: options.apiUrl, anonKey: options.anonKey, beforeServe: writeBlankPage })
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
    const m = (values: number[]) => Math.round(median(values))
    return {
      photoBytes: photo.length,
      emptyMs: m(pages.empty),
      pages: [
        { page: 'home', svgMs: m(pages.svgHome), photoMs: m(pages.photoHome) },
        { page: 'article', svgMs: m(pages.svgArticle), photoMs: m(pages.photoArticle) },
      ],
      hero,
    }
  } finally {
    await browser.close()
    await site.stop()
  }
}
