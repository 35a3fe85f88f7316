/**
 * How a request's `Authorization` header reads: no bearer token, one token, or a `Bearer`
 * scheme whose value is not a single token (`Bearer a b`). The one reading every API shares;
 * each decides what the last case means (PostgREST refuses it as an invalid token, Storage and
 * GoTrue treat it as no token at all).
 */
import { capture } from '../capture.ts'

export type BearerHeader =
  | { kind: 'absent' }
  | { kind: 'token'; token: string }
  | { kind: 'malformed'; value: string }

export function parseBearer(header: string | undefined): BearerHeader {
  const match = /^bearer\s+(.+)$/i.exec((header ?? '').trim())
  if (!match) return { kind: 'absent' }
  const value = capture(match, 1).trim()
  return /^\S+$/.test(value) ? { kind: 'token', token: value } : { kind: 'malformed', value }
}
