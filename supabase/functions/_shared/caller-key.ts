/**
 * Whether a request carries `expected` as its bearer token. Both sides are hashed before the
 * byte comparison, so the time taken does not tell how much of a guess was right.
 */
export async function bearerIs(req: Request, expected: string): Promise<boolean> {
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!given || !expected) return false
  const encode = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const [a, b] = await Promise.all([encode(given), encode(expected)])
  const left = new Uint8Array(a)
  const right = new Uint8Array(b)
  let difference = 0
  for (let i = 0; i < left.length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0)
  return difference === 0
}
