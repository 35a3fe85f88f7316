import { HashQueueFullError, passwordHashing } from './hash-pool.ts'

// A valid bcrypt hash of a random string: comparing against it costs as much as a real check,
// so an unknown email takes as long to refuse as a wrong password.
const DUMMY_HASH = '$2b$10$JBX8h2wXC7fkCHAfIosmJOWcQXxf1JIs4mtyO2eGNl9xhVtaz8Kv2'

/** bcrypt reads only the first 72 bytes: anything after them would be silently ignored. */
export const MAX_PASSWORD_BYTES = 72

export function isPasswordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES
}

/**
 * Checks a password against a bcrypt hash ($2a$/$2b$/$2y$, including pgcrypto's
 * crypt(..., gen_salt('bf'))). The hashing runs in a worker thread, off the event loop.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) {
    await passwordHashing.compare(password, DUMMY_HASH).catch(rethrowOverload)
    return false
  }
  try {
    return await passwordHashing.compare(password, hash)
  } catch (error) {
    return rethrowOverload(error)
  }
}

/** A full queue is the caller's to answer (429); any other failure is a failed check. */
function rethrowOverload(error: unknown): false {
  if (error instanceof HashQueueFullError) throw error
  return false
}

export function hashPassword(password: string, rounds = 10): Promise<string> {
  if (isPasswordTooLong(password)) {
    return Promise.reject(new Error(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`))
  }
  return passwordHashing.hash(password, rounds)
}
