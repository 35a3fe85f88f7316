import type { JwtClaims, VerifyResult } from '../jwt.ts'

/** The apikey the gateway checked: from the `apikey` header, or else the `?apikey=` parameter. */
export interface ApiKey {
  claims: JwtClaims
  fromHeader: boolean
}

/** The request's bearer token, verified once for every API (see bearer.ts for `malformed`). */
export type BearerCredential =
  | { kind: 'absent' }
  | { kind: 'token' | 'malformed'; verified: VerifyResult }

/**
 * The one Hono environment of the local backend: what the gateway middleware learns about a
 * request and the API route groups read. `apikey` is unset on the open routes (isOpenRoute);
 * `claims` is the role PostgREST runs a /rest/v1 request as, set by the REST routes' first step.
 */
export interface AppEnv {
  Variables: {
    apikey: ApiKey | undefined
    bearer: BearerCredential
    claims: JwtClaims
  }
}
