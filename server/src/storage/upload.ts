import { isJsonObject, parseJson } from '../http/json.ts'
import { readLimited } from '../http/body.ts'
import { storageErrors } from './errors.ts'
// The same reader as the editor's, so the app and the Storage API judge an image alike.
import { imagePixelSize, oversizedImageProblem } from '../../../src/lib/image-pixel-size.ts'
import { contentMatchesImageType, isImageOnly, isMimeAllowed, sniffImage } from './mime.ts'
import type { BucketRow } from './sql.ts'

/** Storage's global upload limit (config.toml [storage] file_size_limit = "50MiB"). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for multipart headers and the small form fields around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024
/** An upload form has a file and three fields; more parts than this is not an upload. */
const MAX_MULTIPART_PARTS = 50
const MIME_SYNTAX = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[\x20-\x7e]*"|[A-Za-z0-9!#$&^_.+-]+))*$/
/** A header value safe to send back: printable ASCII, bounded. */
export const HEADER_VALUE = /^[\x20-\x7e]{0,255}$/

export interface PreparedUpload {
  data: Buffer
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

/** The parts of an upload request the checks read. */
export interface UploadRequest {
  contentType: string | undefined
  cacheControl: string | undefined
  /** x-metadata: base64 JSON. */
  metadata: string | undefined
  body: ReadableStream<Uint8Array> | null
}

/** Parses x-metadata (base64 JSON) or the multipart `metadata` field (JSON); junk is ignored. */
function parseUserMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!raw || raw.length > 64 * 1024) return null
  try {
    const value: unknown = parseJson(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw)
    return isJsonObject(value) ? value : null
  } catch {
    return null
  }
}

/**
 * Whether the body is multipart/form-data (supabase-js's uploads), refusing one with no usable
 * boundary before its body is read.
 */
function isMultipart(contentType: string | undefined): contentType is string {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return false
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary || boundary.length > 200) throw storageErrors.invalidRequest('Invalid multipart boundary')
  return true
}

/**
 * The form, read by the platform's own multipart parser (the fetch standard's `formData()`) from
 * a body bounded first. supabase-js sends the file part under an EMPTY field name, so parts are
 * not looked up by name: the first part with a filename is the file, and the first plain part of
 * each name is that field (cacheControl, contentType, metadata).
 */
async function readMultipart(req: UploadRequest, contentType: string, limit: number): Promise<PreparedUpload> {
  const body = await readLimited(req.body, limit + MULTIPART_OVERHEAD)
  if (!body.ok) throw storageErrors.tooLarge()
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body.data), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart body')
  }
  const parts = [...form.entries()]
  if (parts.length > MAX_MULTIPART_PARTS) throw storageErrors.invalidRequest('Too many multipart parts')
  const file = parts.map(([, value]) => value).find((value) => typeof value !== 'string')
  if (!file) throw storageErrors.noContent()
  const field = (name: string): string | undefined => {
    for (const [key, value] of parts) if (key === name && typeof value === 'string') return value
    return undefined
  }
  const cacheField = field('cacheControl')
  return {
    data: Buffer.from(await file.arrayBuffer()),
    mimetype: field('contentType') || file.type || 'application/octet-stream',
    cacheControl: cacheField ? `max-age=${cacheField}` : 'no-cache',
    userMetadata: parseUserMetadata(field('metadata'), false),
  }
}

async function readRaw(req: UploadRequest, bucket: BucketRow, limit: number): Promise<PreparedUpload> {
  const mimetype = req.contentType || 'application/octet-stream'
  // The type is known before the body: refuse early, as Storage does.
  if (!isMimeAllowed(mimetype, bucket.allowed_mime_types)) throw storageErrors.invalidMime(mimetype)
  const body = await readLimited(req.body, limit)
  if (!body.ok) throw storageErrors.tooLarge()
  return {
    data: body.data,
    mimetype,
    cacheControl: req.cacheControl || 'no-cache',
    userMetadata: parseUserMetadata(req.metadata, true),
  }
}

function checkUpload(prepared: PreparedUpload, bucket: BucketRow, limit: number): PreparedUpload {
  if (!MIME_SYNTAX.test(prepared.mimetype.trim()) || prepared.mimetype.length > 255) {
    throw storageErrors.invalidMime(prepared.mimetype.slice(0, 100))
  }
  const mimetype = prepared.mimetype.trim()
  if (!isMimeAllowed(mimetype, bucket.allowed_mime_types)) throw storageErrors.invalidMime(mimetype)
  if (prepared.data.length > limit) throw storageErrors.tooLarge()
  if (prepared.data.length === 0) throw storageErrors.noContent()
  if (isImageOnly(bucket.allowed_mime_types) && !contentMatchesImageType(mimetype, prepared.data)) {
    throw storageErrors.contentMismatch(mimetype)
  }
  // Judged by the header alone: a tiny file may claim billions of pixels, and whoever decodes
  // it (the editor's browser, a reader's, an image tool) would try to allocate them all.
  const sniffed = sniffImage(prepared.data)
  const tooLarge = sniffed && oversizedImageProblem(imagePixelSize(prepared.data, sniffed))
  if (tooLarge) throw storageErrors.invalidRequest(tooLarge)
  const cacheControl = HEADER_VALUE.test(prepared.cacheControl) ? prepared.cacheControl : 'no-cache'
  return { ...prepared, mimetype, cacheControl }
}

/** Reads and checks an upload against the bucket's rules before anything is stored. */
export async function prepareUpload(req: UploadRequest, bucket: BucketRow): Promise<PreparedUpload> {
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit)
  const limit = Math.min(GLOBAL_FILE_SIZE_LIMIT, Number.isFinite(bucketLimit) && bucketLimit > 0 ? bucketLimit : Infinity)
  const prepared = isMultipart(req.contentType) ? await readMultipart(req, req.contentType, limit) : await readRaw(req, bucket, limit)
  return checkUpload(prepared, bucket, limit)
}
