import type { FileStore } from './files.ts'
import { storageErrors } from './errors.ts'
import type { ObjectRow } from './sql.ts'
import { HEADER_VALUE } from './upload.ts'

/** The parts of a download request that shape the answer. */
export interface DownloadRequest {
  method: string
  /** ?download[=<file name>]: served as an attachment. */
  download: string | undefined
  ifNoneMatch: string | undefined
}

function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** An object's bytes with Storage's headers; 304 when the client holds this version. */
export async function serveObject(files: FileStore, req: DownloadRequest, bucketId: string, row: ObjectRow | undefined): Promise<Response> {
  if (!row) throw storageErrors.objectNotFound()
  const file = await files.open(bucketId, row.name)
  if (!file) throw storageErrors.objectNotFound()
  const meta = row.metadata ?? {}
  const headers = new Headers({
    'Content-Type': meta.mimetype && HEADER_VALUE.test(meta.mimetype) ? meta.mimetype : 'application/octet-stream',
    'Content-Length': String(file.size),
    'Cache-Control': meta.cacheControl && HEADER_VALUE.test(meta.cacheControl) ? meta.cacheControl : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  })
  if (meta.eTag && HEADER_VALUE.test(meta.eTag)) headers.set('ETag', meta.eTag)
  if (row.updated_at) headers.set('Last-Modified', new Date(row.updated_at).toUTCString())
  if (req.download !== undefined) headers.set('Content-Disposition', attachment(req.download || row.name.split('/').pop() || 'download'))
  const ifNoneMatch = req.ifNoneMatch
  if (ifNoneMatch && meta.eTag && ifNoneMatch.split(',').map((s) => s.trim()).includes(meta.eTag)) {
    headers.delete('Content-Length')
    return new Response(null, { status: 304, headers })
  }
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers })
  return new Response(file.stream(), { status: 200, headers })
}
