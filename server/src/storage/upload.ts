import { parseJson } from '../http/json.ts'
import { readLimited } from '../http/body.ts'
import { storageErrors } from './errors.ts'
// The same reader as the editor's, so the app and the Storage API judge an image alike.
import { imagePixelSize, oversizedImageProblem } from '../../../src/lib/image-pixel-size.ts'
import { contentMatchesImageType, isImageOnly, isMimeAllowed, sniffImage } from './mime.ts'
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts'
import type { BucketRow } from './sql.ts'

/** Storage's global upload limit (config.toml [storage] file_size_limit = "50MiB"). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for multipart headers and the small form fields around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024
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
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function boundaryOf(contentType: string | undefined): string | null {
  try {
    return multipartBoundary(contentType)
  } catch (error) {
    throw storageErrors.invalidRequest((error as Error).message)
  }
}

async function readMultipart(req: UploadRequest, boundary: string, limit: number): Promise<PreparedUpload> {
  const body = await readLimited(req.body, limit + MULTIPART_OVERHEAD)
  if (!body.ok) throw storageErrors.tooLarge()
  let parsed
  try {
    parsed = parseMultipart(body.data, boundary)
  } catch (error) {
    if (error instanceof MultipartError) throw storageErrors.invalidRequest(error.message)
    throw error
  }
  if (!parsed.file) throw storageErrors.noContent()
  const cacheField = parsed.fields.cacheControl
  return {
    data: parsed.file.data,
    mimetype: parsed.fields.contentType || parsed.file.contentType || 'application/octet-stream',
    cacheControl: cacheField ? `max-age=${cacheField}` : 'no-cache',
    userMetadata: parseUserMetadata(parsed.fields.metadata, false),
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
  const boundary = boundaryOf(req.contentType)
  const prepared = boundary ? await readMultipart(req, boundary, limit) : await readRaw(req, bucket, limit)
  return checkUpload(prepared, bucket, limit)
}
