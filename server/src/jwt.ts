import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'

/** Claims PostgREST and the RLS helpers (auth.uid(), auth.role(), auth.jwt()) rely on. */
export interface JwtClaims extends JWTPayload {
  role: string
  sub?: string
  email?: string
  aud?: string | string[]
  session_id?: string
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'malformed' | 'invalid'; message: string }

const encoder = new TextEncoder()

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret))
}

/**
 * Verifies an HS256 token; the message mirrors what PostgREST/GoTrue put in their errors.
 * Stricter than PostgREST on one point: `exp` is required. Every key and access token this
 * stack issues carries one, and a token without it would stay valid forever if it leaked.
 */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  const parts = token.split('.')
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` }
  }
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] })
    const { role } = payload
    if (typeof role !== 'string' || role === '') {
      return { ok: false, reason: 'invalid', message: 'JWT has no role claim' }
    }
    return { ok: true, claims: { ...payload, role } }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' }
    }
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : 'Invalid JWT' }
  }
}
