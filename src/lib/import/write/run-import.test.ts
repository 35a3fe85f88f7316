/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { fixtureFile, importFileOf, substackZip } from '../../../../tests/support/import-files.ts'
import { sanitizeArticleNodes } from '../../sanitize.ts'
import type { ImportFile } from '../import-types.ts'
import { htmlParserFor } from '../content/html-body.ts'
import { surveyArchive } from '../plan/archive-survey.ts'
import { defaultMapping } from '../plan/category-mapping.ts'
import { DryRunSink } from './dry-run-sink.ts'
import type { ArticleWrite, ImportJob } from './import-sink.ts'
import { ImagePipeline, type ImageIo } from './image-pipeline.ts'
import { runImport } from './run-import.ts'

const SITE = 'https://news.example'
const STORAGE = 'https://project.supabase.example'
const parse = htmlParserFor(document.implementation)
const sanitize = (nodes: DocumentFragment) => sanitizeArticleNodes(nodes, { site: SITE, storage: STORAGE })

/** Images "fetched" from a fake web: any address under old-ledger.example answers, others fail. */
const io: ImageIo = {
  fetch: async (url) => {
    if (!url.startsWith('https://old-ledger.example/')) throw new Error('the server did not answer')
    return { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), type: 'image/jpeg' }
  },
  store: async (_image, name) => {
    const set = `set-${name.replace(/\W/g, '')}`
    return { url: `${STORAGE}/storage/v1/object/public/article-images/${set}/800x600.webp`, set }
  },
}

async function importOf(file: ImportFile, options: { siteUrl?: string } = {}) {
  const survey = await surveyArchive(file)
  const sink = new DryRunSink()
  const images = new ImagePipeline({ io, budgetMs: 60_000 })
  const report = await runImport({ file, fingerprint: 'test', survey, mapping: defaultMapping(survey.preview.terms), sink, images, parse, sanitize, ...options })
  const article = (key: string) => {
    const found = sink.articles.find((row) => row.key === key)
    if (!found) throw new Error(`no article ${key}`)
    return found
  }
  return { sink, report, article, survey }
}

describe('runImport from WordPress', () => {
  it('turns a classic post faithfully into the editor’s markup', async () => {
    const { article } = await importOf(fixtureFile('wordpress.xml'))
    const post = article('101')
    expect(post).toMatchObject({ title: 'Council approves the new river bridge', slug: 'council-approves-bridge', excerpt: 'Seven votes to two for the bridge.', status: 'published', publishDate: '2026-03-14T09:30:00.000Z', category: 'political' })
    expect(post.author).toEqual({ key: 'wordpress:mara', name: 'Mara Quill', email: 'mara.quill@old-ledger.example', bio: null })
    expect(post.content).toContain('<p>After three years of debate the council voted seven to two for the bridge.</p>')
    expect(post.content).toContain('<p>The vote came late on Friday.<br>\nResidents cheered in the gallery.</p>')
    // [caption] → the image, its caption in italics below; the image now in the site's storage.
    expect(post.content).toContain(`<p><img alt="The old ferry landing" src="${STORAGE}/storage/v1/object/public/article-images/set-bridgejpg/800x600.webp"></p><p><em>The ferry landing the bridge replaces</em></p>`)
    expect(post.content).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">')
    expect(post.content).not.toMatch(/contact-form-7|<script|onclick|\[gallery|\[caption/)
    expect(post.content).toContain('[sic]')
    // A link to the old site becomes a path, which the redirects resolve.
    expect(post.content).toContain('<a href="/2026/02/01/bridge-history/">history of the bridge</a>')
    expect(post.imageUrl).toBe(`${STORAGE}/storage/v1/object/public/article-images/set-eightpng/800x600.webp`)
    expect(post.imageAlt).toBe('The eight at the finish')
    expect(post.comments).toEqual([{ key: '501', authorName: 'June Park', text: 'Finally! About time.', date: '2026-03-14T11:00:00.000Z' }])
    expect(post.oldPaths).toEqual(['/2026/03/14/council-approves-bridge', '/?p=101'])
  })

  it('removes block comments and keeps block-editor figures, embeds and tables as text', async () => {
    const { article, report } = await importOf(fixtureFile('wordpress.xml'))
    const post = article('102')
    expect(post.content).not.toContain('wp:')
    expect(post.content).toContain('<p><em>At the finish line</em></p>')
    expect(post.content).toContain('<a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>')
    expect(post.content).toContain('<p>Riverside | 5:41</p><p>Lakeside | 5:47</p>')
    expect(post.excerpt).toBe('The Riverside eight crossed the line two lengths ahead.')
    expect(post.category).toBe('sports')
    expect(report.notes).toEqual(expect.arrayContaining([
      expect.objectContaining({ subject: 'Council approves the new river bridge', reason: expect.stringContaining('[contact-form-7]') }),
      expect.objectContaining({ subject: 'Rowing club wins the regatta', reason: expect.stringContaining('latest-posts') }),
    ]))
  })

  it('dates, statuses, slugs and titles: scheduled stays scheduled, the rest per the report', async () => {
    const { sink, article, report } = await importOf(fixtureFile('wordpress.xml'))
    expect(article('105')).toMatchObject({ status: 'published', publishDate: '2036-01-01T09:00:00.000Z', category: 'political' })
    expect(article('106')).toMatchObject({ status: 'draft', publishDate: null, slug: '' })
    expect(article('110')).toMatchObject({ status: 'draft', title: 'About the Ledger' })
    // A non-ASCII slug is made again from the title; the post without a title is titled from its text.
    expect(article('103')).toMatchObject({ slug: '', category: 'health-news', oldPaths: ['/2026/05/20/川の診療所', '/?p=103'] })
    expect(article('104').title).toBe('Floodwater reached the town square overnight but the…')
    expect(sink.articles.map((row) => row.key).sort()).toEqual(['101', '102', '103', '104', '105', '106', '110'])
    expect(report.counts).toMatchObject({ published: 4, scheduled: 1, drafts: 2, skipped: 3, comments: 1 })
  })

  it('redirects the archive pages: categories (nested too), tags and authors', async () => {
    const { sink } = await importOf(fixtureFile('wordpress.xml'))
    expect(sink.redirects).toEqual(expect.arrayContaining([
      { from: '/category/politics/town-hall', category: 'political' },
      { from: '/category/sport', category: 'sports' },
      { from: '/tag/health', category: 'health-news' },
      { from: '/author/mara', authorKey: 'wordpress:mara' },
    ]))
  })
})

describe('runImport from Ghost and Substack', () => {
  it('maps Ghost cards, tags, authors, comments and members', async () => {
    const { article, sink } = await importOf(fixtureFile('ghost.json'), { siteUrl: 'https://harbour.example' })
    const post = article('5f0c2a7e-0001-4c1a-9d7e-aa0000000001')
    expect(post).toMatchObject({ title: 'Harbour dredging begins', slug: 'harbour-dredging-begins', excerpt: 'The harbour is being deepened for larger ships.', publishDate: '2026-07-01T09:00:00.000Z', status: 'published' })
    expect(post.author?.name).toBe('Priya Natarajan')
    expect(post.content).toContain('<p><em>The dredger <em>Marigold</em></em></p>')
    expect(post.content).toContain('<p>Works run until <b>October</b>.</p>')
    expect(post.content).toContain('<a href="https://port-authority.example/plan">The port\'s plan</a>')
    expect(post.content).toContain('<a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">')
    expect(post.content).toContain('<a href="/tide-tables/">the tide tables</a>')
    expect(post.comments).toEqual([expect.objectContaining({ authorName: 'Ada Lovelace', text: 'Great reporting on the harbour.\nMore please.' })])
    expect(post.oldPaths).toEqual(['/harbour-dredging-begins', '/harbour-dredging-begins/amp'])
    expect(article('5f0c2a7e-0003-4c1a-9d7e-aa0000000003').status).toBe('draft')
    expect(article('5f0c2a7e-0004-4c1a-9d7e-aa0000000004').status).toBe('draft')
    expect(article('5f0c2a7e-0002-4c1a-9d7e-aa0000000002').category).toBe('finance-documentary')
    expect(sink.subscribers).toEqual([
      { email: 'ada@readers.example', consent: 'consenting', date: '2025-01-05T09:00:00.000Z' },
      { email: 'Ben@Readers.example', consent: 'consenting', date: '2025-02-05T09:00:00.000Z' },
      { email: 'bounced@readers.example', consent: 'suppressed', date: '2025-04-05T09:00:00.000Z' },
      { email: 'complained@readers.example', consent: 'suppressed', date: '2025-05-05T09:00:00.000Z' },
    ])
  })

  it('maps a Substack zip: bodies with their rows, subscribers, /p/ addresses', async () => {
    const { article, sink, report } = await importOf(importFileOf('valley.zip', substackZip(), 333))
    const post = article('90001')
    expect(post).toMatchObject({ title: 'The mill reopens', excerpt: 'Jobs return to the valley, at last', slug: 'the-mill-reopens', oldPaths: ['/p/the-mill-reopens'] })
    expect(post.content).toContain('<p>The old mill on the river reopened on <strong>Monday</strong> with forty jobs.</p>')
    expect(post.content).toContain('<p><em>The wheel turns again</em></p>')
    expect(post.content).not.toMatch(/Get the next issue|<form|<input/)
    expect(post.content).toContain('Owners say a café will follow.')
    expect(article('90002').content).toContain('<a href="https://audio.example/ep4.mp3">Listen to the episode</a>')
    expect(article('90003').status).toBe('draft')
    expect(sink.subscribers.map((row) => [row.email, row.consent])).toEqual([
      ['reader.one@valley.example', 'consenting'], ['Reader.Two@Valley.example', 'consenting'], ['stopped@valley.example', 'suppressed'],
    ])
    expect(report.notes).toEqual(expect.arrayContaining([expect.objectContaining({ reason: expect.stringContaining('substackcdn.example/image/fetch/mill.jpeg left out: the server did not answer') })]))
  })

  it('writes batches in their order, one at a time, and stops at a failed write with the import marked failed', async () => {
    const file = fixtureFile('wordpress.xml')
    const survey = await surveyArchive(file)
    const whole = new DryRunSink()
    await runImport({ file, fingerprint: 'x', survey, mapping: defaultMapping(survey.preview.terms), sink: whole, images: null, parse, sanitize })
    let writing = 0
    let calls = 0
    class FailingSink extends DryRunSink {
      override async writeArticles(job: ImportJob, rows: readonly ArticleWrite[]) {
        expect(writing).toBe(0)
        writing++
        calls++
        await new Promise((resolve) => setTimeout(resolve, 20))
        writing--
        if (calls === 2) throw new Error('the database went away')
        return super.writeArticles(job, rows)
      }
    }
    const sink = new FailingSink()
    await expect(runImport({ file, fingerprint: 'x', survey, mapping: defaultMapping(survey.preview.terms), sink, images: null, parse, sanitize, batchSize: 2 }))
      .rejects.toThrow('the database went away')
    expect(calls).toBe(2)
    expect(sink.outcome).toBe('failed')
    expect(sink.articles.map((row) => row.key)).toEqual(whole.articles.slice(0, sink.articles.length).map((row) => row.key))
    expect(sink.articles.length).toBeGreaterThan(0)
  })

  it('passes over posts an earlier run wrote, doing no work on them', async () => {
    const file = fixtureFile('wordpress.xml')
    const survey = await surveyArchive(file)
    const sink = new DryRunSink(new Set(['101', '102']))
    const report = await runImport({ file, fingerprint: 'x', survey, mapping: defaultMapping(survey.preview.terms), sink, images: null, parse, sanitize })
    expect(report.counts.alreadyImported).toBe(2)
    expect(sink.articles.map((row) => row.key)).not.toContain('101')
  })
})
