import bcrypt from 'bcryptjs'

// A valid bcrypt hash of a random string: comparing against it costs as much as a real check,
// so an unknown email takes as long to refuse as a wrong password.
const DUMMY_HASH = '$2b$10$JBX8h2wXC7fkCHAfIosmJOWcQXxf1JIs4mtyO2eGNl9xhVtaz8Kv2'

/** Checks a password against a bcrypt hash ($2a$/$2b$/$2y$, including pgcrypto's crypt(..., gen_salt('bf'))). */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH).catch(() => false)
    return false
  }
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}

export function hashPassword(password: string, rounds = 10): Promise<string> {
  return bcrypt.hash(password, rounds)
}
