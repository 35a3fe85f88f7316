/**
 * A small multipart/form-data reader for uploads. supabase-js sends the file part with an EMPTY
 * field name (`name=""`), so parts are not looked up by name: the first part that carries a
 * filename is the file, and the other parts are plain fields (cacheControl, contentType, metadata).
 */
import { capture } from '../capture.ts'


export interface MultipartFile {
  fieldName: string
  filename: string
  contentType: string | null
  data: Buffer
}

export interface MultipartResult {
  fields: Record<string, string>
  file: MultipartFile | null
}

export class MultipartError extends Error {}

const MAX_PARTS = 50
const MAX_HEADER_BYTES = 16 * 1024

/** The boundary parameter of a multipart Content-Type, or null if it is not multipart. */
export function multipartBoundary(contentType: string | undefined | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary || boundary.length > 200) throw new MultipartError('Invalid multipart boundary')
  return boundary
}

/** Parameters of a Content-Disposition header: `form-data; name=""; filename="a b.png"`. */
export function dispositionParams(header: string): Record<string, string> {
  const params: Record<string, string> = {}
  const re = /;\s*([A-Za-z0-9_*.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g
  for (let m = re.exec(header); m; m = re.exec(header)) {
    const key = capture(m, 1).toLowerCase()
    const quoted = m[2]
    let value = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : capture(m, 3).trim()
    if (key.endsWith('*')) {
      const ext = /^[^']*'[^']*'(.*)$/.exec(value)
      try {
        value = decodeURIComponent(ext ? capture(ext, 1) : value)
      } catch {
        continue
      }
      params[key.slice(0, -1)] = value
      continue
    }
    if (!(key in params)) params[key] = value
  }
  return params
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

export function parseMultipart(body: Buffer, boundary: string): MultipartResult {
  const delimiter = Buffer.from(`--${boundary}`)
  const fields: Record<string, string> = {}
  let file: MultipartFile | null = null

  let pos = body.indexOf(delimiter)
  if (pos < 0) throw new MultipartError('Malformed multipart body')
  for (let parts = 0; ; parts++) {
    pos += delimiter.length
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break // closing "--"
    if (parts >= MAX_PARTS) throw new MultipartError('Too many multipart parts')
    // Skip transport padding and the CRLF after the delimiter.
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw new MultipartError('Malformed multipart body')
    pos += 2
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw new MultipartError('Malformed multipart headers')
    const headers = parseHeaders(body.subarray(pos, headerEnd).toString('utf8'))
    const contentStart = headerEnd + 4
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), contentStart)
    if (next < 0) throw new MultipartError('Unterminated multipart body')
    const content = body.subarray(contentStart, next)
    pos = next + 2

    const disposition = headers['content-disposition']
    if (!disposition || !/^\s*form-data\b/i.test(disposition)) continue
    const params = dispositionParams(disposition)
    const name = params.name ?? ''
    if ('filename' in params) {
      if (!file) {
        file = { fieldName: name, filename: params.filename, contentType: headers['content-type'] ?? null, data: content }
      }
    } else if (!(name in fields)) {
      fields[name] = content.toString('utf8')
    }
  }
  return { fields, file }
}
