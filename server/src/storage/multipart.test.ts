import { describe, expect, it } from 'vitest'
import { dispositionParams, MultipartError, multipartBoundary, parseMultipart } from './multipart.ts'

/** Serialises a FormData exactly as fetch (and so supabase-js) sends it. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form })
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! }
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

describe('parseMultipart', () => {
  it("reads supabase-js's upload form: cacheControl, then the file under an empty field name", async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('metadata', JSON.stringify({ alt: 'x' }))
    form.append('', new Blob([PNG], { type: 'image/png' }), 'photo.png')
    const { body, contentType } = await encode(form)
    const parsed = parseMultipart(body, multipartBoundary(contentType)!)
    expect(parsed.fields).toEqual({ cacheControl: '3600', metadata: '{"alt":"x"}' })
    expect(parsed.file).toMatchObject({ fieldName: '', filename: 'photo.png', contentType: 'image/png' })
    expect(Buffer.compare(parsed.file!.data, PNG)).toBe(0)
  })

  it('takes the first file part whatever its field name, and keeps binary bytes intact', async () => {
    const bytes = Buffer.from([0, 13, 10, 45, 45, 13, 10, 255, 0])
    const form = new FormData()
    form.append('file', new Blob([bytes]), 'first.bin')
    form.append('', new Blob([PNG], { type: 'image/png' }), 'second.png')
    const { body, contentType } = await encode(form)
    const parsed = parseMultipart(body, multipartBoundary(contentType)!)
    expect(parsed.file?.filename).toBe('first.bin')
    expect(Buffer.compare(parsed.file!.data, bytes)).toBe(0)
  })

  it('returns no file when there is none', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    const { body, contentType } = await encode(form)
    expect(parseMultipart(body, multipartBoundary(contentType)!).file).toBeNull()
  })

  it('refuses malformed bodies', () => {
    expect(() => parseMultipart(Buffer.from('no boundary here'), 'abc')).toThrow(MultipartError)
    expect(() => parseMultipart(Buffer.from('--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'), 'abc')).toThrow(
      MultipartError,
    )
  })
})

describe('multipartBoundary and dispositionParams', () => {
  it('finds the boundary only for multipart/form-data', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----x123')).toBe('----x123')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('image/png')).toBeNull()
    expect(multipartBoundary(undefined)).toBeNull()
    expect(() => multipartBoundary('multipart/form-data')).toThrow(MultipartError)
  })

  it('parses quoted, empty and extended parameters', () => {
    expect(dispositionParams('form-data; name=""; filename="a \\"b\\".png"')).toEqual({ name: '', filename: 'a "b".png' })
    expect(dispositionParams("form-data; name=x; filename*=UTF-8''caf%C3%A9.png")).toEqual({ name: 'x', filename: 'café.png' })
  })
})
