/**
 * `npm run import -- <file> [--dry-run]`: imports a WordPress (.xml), Ghost (.json) or Substack
 * (.zip) export into the local stack, or into a hosted project with its service key, through
 * the same importer core as the dashboard's Import tab (src/lib/import, its README lists the
 * steps). Options:
 *
 *   --dry-run                 read and transform everything, write nothing, print the report
 *   --site-url <url>          the old site's address (Ghost's export does not say it)
 *   --map <kind:slug=cat>     file a source category or tag under one of the site's categories
 *                             (e.g. --map tag:harbour=political; repeatable), or --map <kind:slug>=none
 *   --fallback <category>     where posts whose categories and tags map to none go
 *   --byline <name>           the byline of posts whose export names no author (Substack)
 *   --image-minutes <n>       time for fetching images by URL (default 10); 0 skips them
 *   --undo <import id>        undo an import: its articles, writers, subscribers, redirects, images
 *   --report <file.json>      write the whole report there
 *
 * Environment: SUPABASE_URL (default VITE_SUPABASE_URL, then the local stack), SUPABASE_SERVICE_ROLE_KEY
 * (needed for any project but the local stack), SITE_URL (the site's own address, for the sanitiser).
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'
import { CATEGORIES, isCategorySlug } from '../../src/config/categories.ts'
import { DatabaseImportSink, undoImportRows } from '../../src/data/imports/database-import-sink.ts'
import { removeImageSets } from '../../src/data/storage/image-sets.ts'
import { fileFingerprint, ImportRefused } from '../../src/lib/import/read/import-file.ts'
import { surveyArchive, type ImportPreview } from '../../src/lib/import/plan/archive-survey.ts'
import { defaultMapping, type CategoryMapping } from '../../src/lib/import/plan/category-mapping.ts'
import { DryRunSink } from '../../src/lib/import/write/dry-run-sink.ts'
import { ImagePipeline } from '../../src/lib/import/write/image-pipeline.ts'
import { runImport, type ImportReport } from '../../src/lib/import/write/run-import.ts'
import type { Database } from '../../src/types/database.ts'
import { nodeImageIo } from './node-image-io.ts'
import { nodeHtml, nodeImportFile } from './node-runtime.ts'

const root = path.resolve(import.meta.dirname, '../..')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    'site-url': { type: 'string' },
    map: { type: 'string', multiple: true, default: [] },
    fallback: { type: 'string' },
    byline: { type: 'string' },
    'image-minutes': { type: 'string', default: '10' },
    undo: { type: 'string' },
    report: { type: 'string' },
  },
})
// .env.local (a hosted project's values) before .env.development (the local stack's); the
// environment wins over both (Node's own reader: Vite's would cost this process ~170 MB).
for (const name of ['.env.local', '.env.development']) {
  try {
    process.loadEnvFile(path.join(root, name))
  } catch {
    // No such file.
  }
}
const env = process.env
const supabaseUrl = (env.SUPABASE_URL ?? env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321').replace(/\/+$/, '')
const isLocal = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(supabaseUrl)
const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? (isLocal ? LOCAL_SERVICE_ROLE_KEY : undefined)
const siteUrl = (env.SITE_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, '')

/** A service-key client; Node 20 has no global WebSocket, which supabase-js wants even unused. */
function serviceClient(key: string) {
  return createClient<Database>(supabaseUrl, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } })
}

function fail(message: string): never {
  console.error(`import: ${message}`)
  process.exit(1)
}

function mappingFrom(preview: ImportPreview): CategoryMapping {
  const fallback = values.fallback ?? CATEGORIES[0].value
  if (!isCategorySlug(fallback)) fail(`--fallback ${fallback} is not one of the site's categories`)
  const mapping = defaultMapping(preview.terms, fallback)
  for (const rule of values.map) {
    const match = /^(category|tag):([^=]+)=(.+)$/.exec(rule)
    if (!match?.[1] || !match[2] || !match[3]) fail(`--map ${rule}: write kind:slug=category, e.g. tag:harbour=political`)
    const [, kind, slug, category] = match
    if (category !== 'none' && !isCategorySlug(category)) fail(`--map ${rule}: ${category} is not one of the site's categories`)
    mapping.terms[`${kind}:${slug}`] = category === 'none' ? null : category
  }
  return mapping
}

function printPreview(preview: ImportPreview, mapping: CategoryMapping): void {
  const c = preview.counts
  console.log(`import: ${preview.format} export${preview.siteTitle ? ` of "${preview.siteTitle}"` : ''}${preview.siteUrl ? ` (${preview.siteUrl})` : ''}`)
  console.log(`  ${c.posts} posts and ${c.pages} pages: ${c.published} published, ${c.scheduled} scheduled, ${c.drafts} drafts, ${c.skipped} skipped`)
  for (const { reason, count } of preview.skippedReasons) console.log(`    skipped: ${count} × ${reason}`)
  console.log(`  ${c.authors} authors, ${c.categories} categories, ${c.tags} tags, ${c.comments} approved comments (${c.commentsLeftOut} others left out), ${c.images} images`)
  console.log(`  subscribers: ${c.subscribers.consenting} with consent (arrive confirmed: they consented on the old site), ${c.subscribers.suppressed} suppressed (stay suppressed), ${c.subscribers.none} without consent (skipped); no e-mail is sent`)
  for (const term of preview.terms) console.log(`    ${term.kind} ${term.key} → ${mapping.terms[`${term.kind}:${term.key}`] ?? `(none: ${term.kind === 'category' ? mapping.fallback : 'no say'})`}`)
}

function printReport(report: ImportReport): void {
  console.log(`import: ${report.resumed ? 'resumed and ' : ''}finished (import ${report.importId})`)
  for (const [name, count] of Object.entries(report.counts)) console.log(`  ${name}: ${count}`)
  for (const note of report.notes.slice(0, 50)) console.log(`  ${note.kind}: ${note.subject}: ${note.reason}`)
  const more = report.notes.length - 50 + report.moreNotes
  if (more > 0) console.log(`  … and ${more} more lines${values.report ? ` (in ${values.report})` : ' (--report <file> writes them all)'}`)
}

async function undo(id: string): Promise<void> {
  if (!serviceKey) fail('SUPABASE_SERVICE_ROLE_KEY is needed to undo an import in a hosted project')
  const client = serviceClient(serviceKey)
  const undone = await undoImportRows(client, id)
  await removeImageSets(client.storage, undone.image_sets)
  console.log(`import: undone: ${undone.articles} articles, ${undone.authors} writers, ${undone.subscribers} subscribers, ${undone.redirects} redirects, ${undone.image_sets.length} image sets`)
}

async function main(): Promise<void> {
  if (values.undo) return undo(values.undo)
  const filePath = positionals[0]
  if (!filePath) fail('usage: npm run import -- <export file> [--dry-run] (see scripts/import/import-cli.ts)')
  const dryRun = values['dry-run']
  if (!dryRun && !serviceKey) fail(`SUPABASE_SERVICE_ROLE_KEY is needed to import into ${supabaseUrl}`)
  const file = nodeImportFile(path.resolve(filePath))
  const survey = await surveyArchive(file)
  const mapping = mappingFrom(survey.preview)
  printPreview(survey.preview, mapping)
  const client = serviceKey ? serviceClient(serviceKey) : null
  const html = await nodeHtml({ site: siteUrl, storage: supabaseUrl })
  const imageMinutes = Number(values['image-minutes'])
  const images = !dryRun && client && imageMinutes > 0 ? new ImagePipeline({ io: nodeImageIo(client), budgetMs: imageMinutes * 60_000 }) : null
  let lastShown = 0
  {
    const report = await runImport({
      file, fingerprint: await fileFingerprint(file), survey, mapping, images, parse: html.parse, sanitize: html.sanitize,
      sink: dryRun || !client ? new DryRunSink(new Set(), false) : new DatabaseImportSink(client),
      siteUrl: values['site-url'] ?? null,
      fallbackAuthor: values.byline ? { key: 'byline', name: values.byline, email: null, bio: null } : null,
      onProgress: (processed, total) => {
        if (Date.now() - lastShown < 2000 && processed < total) return
        lastShown = Date.now()
        console.log(`import: ${processed} of ${total}`)
      },
    })
    printReport(report)
    if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`)
  }
}

main().catch((error: unknown) => {
  fail(error instanceof ImportRefused ? error.message : error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error))
})
