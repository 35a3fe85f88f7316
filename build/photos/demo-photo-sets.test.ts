import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { claimDemoPhotosGeneration, demoPhotoFiles, demoPhotoNames, demoPhotosDir, firstScreenSets, firstScreensFirst, paintWhenAsked, staleDemoPhotoSets } from './demo-photo-sets.ts'

/** A public/ with two illustrations, so two demo photo sets; nothing is painted (the files are stand-ins). */
let publicDir: string
beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'demo-photo-sets-'))
  mkdirSync(path.join(publicDir, 'images/articles'), { recursive: true })
  for (const name of ['sports-1', 'sports-2']) writeFileSync(path.join(publicDir, 'images/articles', `${name}.svg`), '<svg/>')
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

function writeSet(name: string, files = demoPhotoFiles().map((file) => file.name)) {
  mkdirSync(path.join(demoPhotosDir(publicDir), name), { recursive: true })
  for (const file of files) writeFileSync(path.join(demoPhotosDir(publicDir), name, file), 'avif')
}

describe('the demo photo sets', () => {
  it('are all stale on a fresh clone, and so are whole sets no generation claimed', () => {
    expect(staleDemoPhotoSets(publicDir)).toEqual(['sports-1', 'sports-2'])
    writeSet('sports-1')
    expect(staleDemoPhotoSets(publicDir)).toEqual(['sports-1', 'sports-2'])
  })

  it('claimed for this generation, drop files of an older one; then only sets missing a file are stale', () => {
    writeSet('sports-1')
    claimDemoPhotosGeneration(publicDir)
    expect(existsSync(path.join(demoPhotosDir(publicDir), 'sports-1'))).toBe(false)
    writeSet('sports-1')
    writeSet('sports-2', demoPhotoFiles().slice(0, 2).map((file) => file.name))
    expect(staleDemoPhotoSets(publicDir)).toEqual(['sports-2'])
    // A second claim (a painting started again after one was stopped) keeps the finished set.
    claimDemoPhotosGeneration(publicDir)
    expect(staleDemoPhotoSets(publicDir)).toEqual(['sports-2'])
    writeSet('sports-2')
    expect(staleDemoPhotoSets(publicDir)).toEqual([])
  })
})

/** A seed row's date, image and flags lines, as supabase/seed.sql writes them. */
const seedRow = (age: string, name: string, featured = false) =>
  `  now() - interval '${age}', now() - interval '${age}',\n  '/images/photos/${name}/1600x1067.avif', 'alt',\n  ${featured}, false\n`

describe('firstScreenSets', () => {
  it("is the lead's set, then trending's: the newest featured articles' first, filled up with the newest others", () => {
    const seed = [
      seedRow('2 hours', 'lead'),
      seedRow('3 hours', 'second'),
      seedRow('1 day', 'featured-new', true),
      seedRow('9 days', 'featured-old', true),
      seedRow('4 hours', 'third'),
      seedRow('5 hours', 'fourth'),
      seedRow('6 hours', 'fifth'),
    ].join('')
    // Trending: featured-new, featured-old, then lead, second, third (five articles).
    expect(firstScreenSets(seed)).toEqual(['lead', 'featured-new', 'featured-old', 'second', 'third'])
  })

  it('names each set once', () => {
    const seed = [seedRow('2 hours', 'shared', true), seedRow('1 day', 'shared', true), seedRow('2 days', 'other')].join('')
    expect(firstScreenSets(seed)).toEqual(['shared', 'other'])
  })
})

describe('firstScreensFirst', () => {
  it("puts the first screens' sets first, then the others by the newest article that leads with each, the seed's dates read as it writes them", () => {
    const seed = [
      seedRow('1 hour', 'older'),
      seedRow('3 days 4 hours', 'sports-2'),
      seedRow('5 hours', 'sports-1'),
      seedRow('2 days', 'sports-1'),
      seedRow('1 week', 'featured', true),
      ...['a', 'b', 'c', 'd'].map((name) => seedRow('30 minutes', `newest-${name}`)),
    ].join('')
    const firstScreens = firstScreenSets(seed)
    expect(firstScreens).toEqual(['newest-a', 'featured', 'newest-b', 'newest-c', 'newest-d'])
    expect(firstScreensFirst(['other', 'sports-2', 'sports-1', 'featured', 'older', 'newest-a'], seed)).toEqual(['newest-a', 'featured', 'older', 'sports-1', 'sports-2', 'other'])
  })

  it('keeps every set of the real seed, the home page\'s first screens\' first', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const seed = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
    const names = demoPhotoNames(path.join(root, 'public'))
    const order = firstScreensFirst(names, seed)
    expect([...order].sort()).toEqual([...names].sort())
    // The newest article (published 2 hours ago) is the lead; its photo is painted first, and a
    // featured article's soon after it.
    const lead = /now\(\) - interval '2 hours',[^\n]*\n\s*'\/images\/photos\/([a-z0-9-]+)\//.exec(seed)?.[1] ?? ''
    expect(order[0]).toBe(lead)
    const featured = /'\/images\/photos\/([a-z0-9-]+)\/[^\n]*\n\s*true,/.exec(seed)?.[1] ?? ''
    expect(order.indexOf(featured)).toBeLessThan(firstScreenSets(seed).length)
  })
})

describe('paintWhenAsked', () => {
  it('paints the sets a page asks for in the order it asks, before the rest', () => {
    const queue = ['a', 'b', 'c', 'd', 'e', 'f']
    const asked = new Set<string>()
    for (const name of ['d', 'f', 'b']) paintWhenAsked(queue, asked, name)
    expect(queue).toEqual(['d', 'f', 'b', 'a', 'c', 'e'])
  })

  it('keeps a set where it is when it already stands right behind those asked for earlier', () => {
    const queue = ['a', 'b', 'c', 'd']
    const asked = new Set(['a'])
    paintWhenAsked(queue, asked, 'b')
    paintWhenAsked(queue, asked, 'd')
    expect(queue).toEqual(['a', 'b', 'd', 'c'])
  })

  it('keeps a set asked for again where it was, and ignores sets already taken from the queue', () => {
    const queue = ['a', 'b', 'c', 'd']
    const asked = new Set<string>()
    paintWhenAsked(queue, asked, 'c')
    paintWhenAsked(queue, asked, 'd')
    paintWhenAsked(queue, asked, 'c')
    expect(queue).toEqual(['c', 'd', 'a', 'b'])
    // A painter took the first two; a set asked for next goes to the front of what is left.
    queue.splice(0, 2)
    paintWhenAsked(queue, asked, 'b')
    paintWhenAsked(queue, asked, 'gone')
    expect(queue).toEqual(['b', 'a'])
  })
})
