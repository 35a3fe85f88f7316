import { describe, expect, it } from 'vitest'
import { normaliseOldAddress } from './old-address.ts'

describe('normaliseOldAddress', () => {
  it('keeps the path of an absolute URL, without host, trailing slash or case', () => {
    expect(normaliseOldAddress('https://old.example/2019/05/03/Hello-World/')).toBe('/2019/05/03/hello-world')
    expect(normaliseOldAddress('/p/my-post')).toBe('/p/my-post')
    expect(normaliseOldAddress('/category//news///')).toBe('/category/news')
  })

  it('decodes percent-escapes so an encoded and a typed address match', () => {
    expect(normaliseOldAddress('https://old.example/2020/01/02/%E6%97%A5%E6%9C%AC/')).toBe('/2020/01/02/日本')
    expect(normaliseOldAddress('/2020/01/02/日本')).toBe('/2020/01/02/日本')
    expect(normaliseOldAddress('/caf%C3%A9/')).toBe(normaliseOldAddress('/café'))
  })

  it('drops WordPress index.php permalinks to the same path', () => {
    expect(normaliseOldAddress('/index.php/2019/05/03/hello/')).toBe('/2019/05/03/hello')
  })

  it('keeps the one query key that names content, on the root only', () => {
    expect(normaliseOldAddress('https://old.example/?p=123')).toBe('/?p=123')
    expect(normaliseOldAddress('/?page_id=7&preview=true')).toBe('/?page_id=7')
    expect(normaliseOldAddress('/?utm_source=x')).toBeNull()
    expect(normaliseOldAddress('/hello/?p=5')).toBe('/hello')
  })

  it('is null for the home page, other schemes and nonsense', () => {
    expect(normaliseOldAddress('https://old.example/')).toBeNull()
    expect(normaliseOldAddress('javascript:alert(1)')).toBeNull()
    expect(normaliseOldAddress('/?p=<script>')).toBeNull()
    expect(normaliseOldAddress(`/${'a'.repeat(2000)}`)).toBeNull()
  })
})
