import { describe, expect, it } from 'vitest'
import { StorageError } from './errors.ts'
import { prepareUpload, type UploadRequest } from './upload.ts'
import type { BucketRow } from './sql.ts'

/** A bucket that takes any type, so these tests judge the form, not the image checks. */
const ANY: BucketRow = { id: 'files', public: true, file_size_limit: 1024, allowed_mime_types: null }

/** An upload of `form` serialised exactly as fetch (and so supabase-js) sends it. */
function upload(form: FormData): UploadRequest {
  const req = new Request('http://x/', { method: 'POST', body: form })
  return { contentType: req.headers.get('content-type') ?? undefined, cacheControl: undefined, metadata: undefined, body: req.body }
}

/** A hand-written multipart body. */
function raw(body: string, contentType = 'multipart/form-data; boundary=abc'): UploadRequest {
  return { contentType, cacheControl: undefined, metadata: undefined, body: new Response(body).body }
}

async function refusal(request: Promise<unknown>): Promise<{ statusCode: string; message: string }> {
  const error = await request.then(() => null, (caught: unknown) => caught)
  if (!(error instanceof StorageError)) throw new Error(`expected a StorageError, got ${String(error)}`)
  return { statusCode: error.statusCode, message: error.message }
}

describe('prepareUpload, multipart', () => {
  it("reads supabase-js's upload form: cacheControl and metadata, then the file under an empty field name", async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('metadata', JSON.stringify({ alt: 'x' }))
    form.append('', new Blob(['hello'], { type: 'text/plain' }), 'note.txt')
    const prepared = await prepareUpload(upload(form), ANY)
    expect(prepared).toMatchObject({ mimetype: 'text/plain', cacheControl: 'max-age=3600', userMetadata: { alt: 'x' } })
    expect(prepared.data.toString()).toBe('hello')
  })

  it('takes the first file part whatever its field name, keeps binary bytes intact, and the first field of a name', async () => {
    const bytes = Buffer.from([0, 13, 10, 45, 45, 13, 10, 255, 0])
    const form = new FormData()
    form.append('contentType', 'application/x-first')
    form.append('file', new Blob([bytes]), 'first.bin')
    form.append('', new Blob(['second']), 'second.bin')
    form.append('contentType', 'application/x-second')
    const prepared = await prepareUpload(upload(form), ANY)
    expect(Buffer.compare(prepared.data, bytes)).toBe(0)
    expect(prepared.mimetype).toBe('application/x-first')
  })

  it('answers "No content provided" when no part is a file', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    expect(await refusal(prepareUpload(upload(form), ANY))).toEqual({ statusCode: '400', message: 'No content provided' })
  })

  it('refuses a malformed body, a missing boundary and a form of more than 50 parts', async () => {
    expect(await refusal(prepareUpload(raw('no boundary here'), ANY))).toEqual({ statusCode: '400', message: 'Malformed multipart body' })
    expect(await refusal(prepareUpload(raw('--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'), ANY)))
      .toEqual({ statusCode: '400', message: 'Malformed multipart body' })
    expect(await refusal(prepareUpload(raw('', 'multipart/form-data'), ANY))).toEqual({ statusCode: '400', message: 'Invalid multipart boundary' })
    const form = new FormData()
    for (let i = 0; i < 50; i++) form.append(`field${i}`, 'x')
    form.append('', new Blob(['hello']), 'note.txt')
    expect(await refusal(prepareUpload(upload(form), ANY))).toEqual({ statusCode: '400', message: 'Too many multipart parts' })
  })

  it('reads at most the limit and the room for the form around it', async () => {
    const form = new FormData()
    form.append('', new Blob(['x'.repeat(1024 + 64 * 1024 + 1)]), 'big.txt')
    expect(await refusal(prepareUpload(upload(form), ANY))).toEqual({ statusCode: '413', message: 'The object exceeded the maximum allowed size' })
  })

  it('takes a file whose name has quotes and line breaks, as fetch and browsers escape them', async () => {
    const form = new FormData()
    form.append('', new Blob(['hello']), 'a "quoted"\r\nname.txt')
    const request = upload(form)
    expect((await prepareUpload(request, ANY)).data.toString()).toBe('hello')
  })
})
