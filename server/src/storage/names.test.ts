import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkBucketId, checkObjectName, isReservedPathWord, objectFilePath, splitObjectPath } from './names.ts'

describe('checkObjectName', () => {
  it.each(['a.png', '1767225600000-my photo.png', 'folder/sub/x.jpg', "it's (1) & co=2;+,@$!*.gif", 'a..b.png', '.hidden'])(
    'accepts %j',
    (name) => expect(checkObjectName(name)).toEqual({ ok: true }),
  )

  it.each([
    ['', 'empty'],
    ['../x.png', 'parent segment'],
    ['../../etc/x.png', 'traversal'],
    ['a/../../x.png', 'traversal in the middle'],
    ['a/./x.png', 'dot segment'],
    ['..', 'bare parent'],
    ['/etc/passwd', 'leading slash'],
    ['a/', 'trailing slash'],
    ['a//b.png', 'empty segment'],
    ['a\0b.png', 'NUL'],
    ['a\nb.png', 'newline'],
    ['a\\..\\b.png', 'backslash'],
    ['é.png', 'non-ASCII (Storage refuses it too)'],
    ['a'.repeat(256) + '.png', 'segment too long'],
    [Array.from({ length: 120 }, () => 'abcdefghi').join('/'), 'name too long'],
  ])('refuses a name: %#', (name) => expect(checkObjectName(name).ok).toBe(false))
})

describe('checkBucketId', () => {
  it('accepts plain ids and refuses path tricks', () => {
    expect(checkBucketId('article-images').ok).toBe(true)
    for (const id of ['', '.', '..', '.tmp', 'a/b', 'a b', 'x'.repeat(101)]) expect(checkBucketId(id).ok).toBe(false)
  })
})

describe('splitObjectPath', () => {
  it('decodes each segment', () => {
    expect(splitObjectPath('article-images/folder/my%20photo.png')).toEqual({ bucket: 'article-images', name: 'folder/my photo.png' })
    expect(splitObjectPath('article-images/..%2F..%2Fetc%2Fx.png')).toEqual({ bucket: 'article-images', name: '../../etc/x.png' })
    expect(splitObjectPath('article-images')).toEqual({ bucket: 'article-images', name: '' })
  })

  it('returns null for broken percent-encoding', () => {
    expect(splitObjectPath('b/%E0%A4%A.png')).toBeNull()
  })
})

describe('objectFilePath', () => {
  const root = path.resolve('/data/storage')
  it('places objects under their bucket folder', () => {
    expect(objectFilePath(root, 'article-images', 'a/b.png')).toBe(path.join(root, 'article-images', 'a', 'b.png'))
  })
  it('throws rather than leave the bucket folder', () => {
    expect(() => objectFilePath(root, 'article-images', '../../etc/x.png')).toThrow()
    expect(() => objectFilePath(root, '..', 'x.png')).toThrow()
    expect(() => objectFilePath(root, 'article-images', '/etc/x.png')).toThrow()
  })
})

describe('isReservedPathWord', () => {
  it("knows Storage's other /object/ routes, so they are never read as buckets", () => {
    for (const word of ['public', 'authenticated', 'sign', 'info', 'list', 'list-v2', 'move', 'copy', 'upload']) {
      expect(isReservedPathWord(word), word).toBe(true)
    }
    expect(isReservedPathWord('article-images')).toBe(false)
  })
})
