import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimDemoPhotosGeneration, demoPhotoFiles, demoPhotosDir, staleDemoPhotoSets } from './demo-photo-sets.ts'

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
  for (const file of files) writeFileSync(path.join(demoPhotosDir(publicDir), name, file), 'webp')
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
