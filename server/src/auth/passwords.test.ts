import { describe, expect, it } from 'vitest'
import { hashPassword, isPasswordTooLong, verifyPassword } from './passwords.ts'

// Made by PostgreSQL: select crypt('correct horse', gen_salt('bf')) and gen_salt('bf', 8).
const PGCRYPTO_HASH = '$2a$06$EsQrNkfA1htT.ZSOuMPI7Oxz5YB9bIrgx0LAqvNDsgPE6DBdgWycS'
const PGCRYPTO_HASH_8 = '$2a$08$5O.DiZ1XJHJEsUBWq1GLbuMBgZGfLCsIpocqjijGJyWYZ5/Hr17Z6'

describe('verifyPassword', () => {
  it('accepts hashes made by pgcrypto crypt(…, gen_salt(bf))', async () => {
    expect(await verifyPassword('correct horse', PGCRYPTO_HASH)).toBe(true)
    expect(await verifyPassword('correct horse', PGCRYPTO_HASH_8)).toBe(true)
    expect(await verifyPassword('wrong horse', PGCRYPTO_HASH)).toBe(false)
  })

  it('round-trips its own hashes', async () => {
    const hash = await hashPassword('s3cret-pass', 4)
    expect(hash).toMatch(/^\$2[ab]\$04\$/)
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true)
    expect(await verifyPassword('s3cret-pasS', hash)).toBe(false)
  })

  it('refuses missing or malformed hashes without throwing', async () => {
    expect(await verifyPassword('x', null)).toBe(false)
    expect(await verifyPassword('x', '')).toBe(false)
    expect(await verifyPassword('x', 'plaintext')).toBe(false)
    expect(await verifyPassword('x', '$2a$06$short')).toBe(false)
  })
})

describe('the 72-byte bcrypt limit', () => {
  it('counts bytes, not characters', () => {
    expect(isPasswordTooLong('a'.repeat(72))).toBe(false)
    expect(isPasswordTooLong('a'.repeat(73))).toBe(true)
    expect(isPasswordTooLong('é'.repeat(36))).toBe(false)
    expect(isPasswordTooLong('é'.repeat(37))).toBe(true)
  })

  it('refuses to hash a longer password instead of silently cutting it', async () => {
    await expect(hashPassword('a'.repeat(73), 4)).rejects.toThrow('Password cannot be longer than 72 characters')
  })
})
