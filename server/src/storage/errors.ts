import type { Context } from 'hono'

/**
 * An error in Supabase Storage's shape. Storage answers almost every error with HTTP 400 and
 * carries the logical status as a string in `statusCode` (storage src/internal/errors).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message)
  }

  toJSON() {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message }
  }
}

export const storageErrors = {
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  duplicate: () => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  tooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMime: (mime: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`),
  contentMismatch: (mime: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported: the file content is not a valid ${mime} image`,
    ),
  noContent: () => new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'InvalidRequest', message),
  invalidKey: (name: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${name}`),
  internal: () => new StorageError('500', 'InternalError', 'Internal', 'Internal Server Error', 500),
  notImplemented: (method: string, path: string) =>
    new StorageError('404', 'NotSupported', 'Not Found', `${method} ${path} is not implemented by the local stand-in`, 404),
  databaseUnavailable: () =>
    new StorageError('503', 'DatabaseError', 'Service Unavailable', 'Database connection error. Retrying the connection.', 503),
}

export function sendStorageError(c: Context, error: StorageError): Response {
  return c.json(error.toJSON(), error.httpStatus as 400)
}

/** Maps a PostgreSQL error raised while writing storage.objects to Storage's answer. */
export function fromDatabaseError(error: unknown): StorageError | null {
  const code = (error as { code?: unknown } | null)?.code
  if (code === '42501') return storageErrors.accessDenied()
  if (code === '23505') return storageErrors.duplicate()
  if (code === '23503') return storageErrors.bucketNotFound()
  return null
}
