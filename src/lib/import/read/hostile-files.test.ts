/// <reference types="node" />
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { importFileOf } from '../../../../tests/support/import-files.ts'
import { surveyArchive } from '../plan/archive-survey.ts'
import { ImportRefused } from './import-file.ts'
import { readXmlRecords } from './xml-records.ts'

const WXR_HEAD = '<?xml version="1.0"?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel>'
const WXR_TAIL = '</channel></rss>'

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => {
  expect(error).toBeInstanceOf(ImportRefused)
  return (error as Error).message
})

describe('hostile and wrong files are refused or neutralised', () => {
  it('refuses entity expansion (billion laughs) and external entities before reading on', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n${WXR_HEAD}<title>&lol2;</title>${WXR_TAIL}`
    expect(await refusal(surveyArchive(importFileOf('laughs.xml', laughs)))).toMatch(/DOCTYPE/)
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${WXR_HEAD}<title>&xxe;</title>${WXR_TAIL}`
    expect(await refusal(surveyArchive(importFileOf('xxe.xml', xxe)))).toMatch(/DOCTYPE/)
  })

  it('refuses a DOCTYPE the first bytes did not show, as the parser meets it', async () => {
    const late = `<?xml version="1.0"?>\n<!-- ${'padding '.repeat(10_000)} -->\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>`
    const text = (async function* () {
      yield late
    })()
    expect(await refusal(readXmlRecords(text, { root: 'rss', recordDepth: 3, onRecord: () => undefined }))).toMatch(/DOCTYPE/)
  })

  it('never expands an undeclared entity', async () => {
    const file = importFileOf('entity.xml', `${WXR_HEAD}<item><title>&xxe;</title></item>${WXR_TAIL}`)
    expect(await refusal(surveyArchive(file))).toMatch(/not well-formed XML/)
  })

  it('stops at an element larger than any export has, without holding it', async () => {
    const huge = `${WXR_HEAD}<item><title a="${'x'.repeat(33 * 1024 * 1024)}">t</title></item>${WXR_TAIL}`
    expect(await refusal(surveyArchive(importFileOf('huge.xml', huge, 1024 * 1024)))).toMatch(/larger than 32 MB/)
  }, 30_000)

  it('refuses nesting deeper than an export nests, in XML and JSON', async () => {
    const deepXml = `${WXR_HEAD}<item>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</item>${WXR_TAIL}`
    expect(await refusal(surveyArchive(importFileOf('deep.xml', deepXml)))).toMatch(/nests elements more than 64 deep/)
    const deepJson = `{"db":[{"meta":{"version":"5.0"},"data":{"posts":[${'['.repeat(100_000)}`
    expect(await refusal(surveyArchive(importFileOf('deep.json', deepJson)))).toMatch(/nests values more than 64 deep/)
  })

  it('refuses a JSON string larger than any export has', async () => {
    const huge = `{"db":[{"meta":{"version":"5.0"},"data":{"posts":[{"html":"${'a'.repeat(33 * 1024 * 1024)}"}]}}]}`
    expect(await refusal(surveyArchive(importFileOf('huge.json', huge, 1024 * 1024)))).toMatch(/larger than 32 MB/)
    // 33 MB through the JSON tokenizer: seconds on a busy machine.
  }, 30_000)

  it('refuses a zip that unpacks to hundreds of times its size', async () => {
    const bomb = zipSync({ 'posts.csv': new Uint8Array(8 * 1024 * 1024) }, { level: 9 })
    expect(bomb.byteLength).toBeLessThan(100 * 1024)
    expect(await refusal(surveyArchive(importFileOf('bomb.zip', bomb)))).toMatch(/zip bomb/)
  })

  it('passes over entries whose names leave the archive, with a note', async () => {
    const zip = zipSync({
      '../../etc/cron.d/evil': new TextEncoder().encode('* * * * * root rm -rf /'),
      '/absolute/posts.csv': new TextEncoder().encode('post_id\n1.evil'),
      'posts.csv': new TextEncoder().encode('post_id,post_date,is_published,type,audience,title\n1.ok,2026-01-01T00:00:00Z,true,newsletter,everyone,OK\n'),
    })
    const survey = await surveyArchive(importFileOf('traversal.zip', zip))
    expect(survey.preview.counts.posts).toBe(1)
    expect(survey.preview.notes.map((note) => note.subject)).toEqual(['../../etc/cron.d/evil', '/absolute/posts.csv'])
  })

  it('says what a file is when it is no export', async () => {
    expect(await refusal(surveyArchive(importFileOf('notes.txt', 'hello')))).toMatch(/not an export this site can import/)
    expect(await refusal(surveyArchive(importFileOf('feed.xml', '<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>')))).toMatch(/not a WordPress export/)
    expect(await refusal(surveyArchive(importFileOf('package.json', '{"name":"x"}')))).toMatch(/not a Ghost export/)
    expect(await refusal(surveyArchive(importFileOf('photos.zip', zipSync({ 'a.jpg': new Uint8Array(10) }))))).toMatch(/no posts.csv/)
    expect(await refusal(surveyArchive(importFileOf('empty.xml', '')))).toMatch(/is empty/)
    expect(await refusal(surveyArchive(importFileOf('cut.json', '{"db":[{"meta":{"version":"5.0"},"data":{"posts":[{"id":"1"')))).toMatch(/cut short/)
  })
})
