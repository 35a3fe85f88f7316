import { describe, expect, it } from 'vitest'
import { fromDatabaseError, storageErrors } from './errors.ts'

describe('storage errors', () => {
  it("use Storage's body shape with the logical status as a string and HTTP 400", () => {
    const error = storageErrors.invalidMime('text/plain;charset=UTF-8')
    expect(error.httpStatus).toBe(400)
    expect(error.toJSON()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain;charset=UTF-8 is not supported',
    })
    expect(storageErrors.tooLarge().toJSON()).toMatchObject({ statusCode: '413', error: 'Payload too large' })
    expect(storageErrors.duplicate().toJSON()).toMatchObject({ statusCode: '409', error: 'Duplicate' })
    expect(storageErrors.bucketNotFound().toJSON()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
    expect(storageErrors.noContent().toJSON()).toMatchObject({ statusCode: '400', message: 'No content provided' })
  })

  it('maps PostgreSQL errors', () => {
    expect(fromDatabaseError({ code: '42501' })?.toJSON()).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect(fromDatabaseError({ code: '23505' })?.statusCode).toBe('409')
    expect(fromDatabaseError({ code: '23503' })?.statusCode).toBe('404')
    expect(fromDatabaseError(new Error('boom'))).toBeNull()
  })
})
