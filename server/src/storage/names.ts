import path from 'node:path'

/** Longest object name accepted, in UTF-8 bytes (Storage's limit). */
export const MAX_NAME_BYTES = 1024
/** Longest single path segment: what common filesystems allow for one file name. */
export const MAX_SEGMENT_BYTES = 255

// Storage's own key alphabet (storage src/storage/limits.ts isValidKey), '/' separated.
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]*$/
const BUCKET_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/

/** First segments after /object/ that Storage routes elsewhere (sign, info, move, list-v2, …). */
const RESERVED_PATH_WORDS = new Set(['public', 'authenticated', 'sign', 'info', 'list', 'list-v2', 'move', 'copy', 'upload'])

export function isReservedPathWord(segment: string): boolean {
  return RESERVED_PATH_WORDS.has(segment)
}

export type NameCheck = { ok: true } | { ok: false; reason: string }

export function checkBucketId(id: string): NameCheck {
  if (!BUCKET_ID.test(id)) return { ok: false, reason: 'invalid bucket id' }
  return { ok: true }
}

/**
 * An object name is safe to use both as a storage key and as a relative path on disk:
 * no empty, `.` or `..` segments, no leading or trailing `/`, no NUL or control characters,
 * no backslashes, bounded length.
 */
export function checkObjectName(name: string): NameCheck {
  if (name === '') return { ok: false, reason: 'empty name' }
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) return { ok: false, reason: 'name too long' }
  if (!KEY_CHARS.test(name)) return { ok: false, reason: 'invalid characters' }
  if (name.startsWith('/') || name.endsWith('/')) return { ok: false, reason: 'leading or trailing slash' }
  for (const segment of name.split('/')) {
    if (segment === '') return { ok: false, reason: 'empty path segment' }
    if (segment === '.' || segment === '..') return { ok: false, reason: 'relative path segment' }
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) return { ok: false, reason: 'path segment too long' }
  }
  return { ok: true }
}

/**
 * Splits the part of a request path after `/object/` into bucket and object name, decoding
 * each segment. Returns null when the encoding is broken.
 */
export function splitObjectPath(rest: string): { bucket: string; name: string } | null {
  const segments = rest.split('/')
  let decoded: string[]
  try {
    decoded = segments.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  const [bucket = '', ...nameParts] = decoded
  return { bucket, name: nameParts.join('/') }
}

/**
 * Path of an object's bytes under root (`<dataDir>/storage`). Throws if the result would leave
 * the bucket's folder, whatever the name says: a second line of defence behind checkObjectName.
 */
export function objectFilePath(root: string, bucket: string, name: string): string {
  if (!checkBucketId(bucket).ok || !checkObjectName(name).ok) throw new Error('unsafe object path')
  const bucketDir = path.resolve(root, bucket)
  const file = path.resolve(bucketDir, ...name.split('/'))
  if (path.dirname(bucketDir) !== path.resolve(root) || !file.startsWith(bucketDir + path.sep)) {
    throw new Error('object path escapes the storage folder')
  }
  return file
}
