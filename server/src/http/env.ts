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
 * What the gateway sets for every API: the checked `apikey` (apiKeyCheck), unset on the open
 * routes (isOpenRoute). Each API declares its own environment on top of it with only the
 * variables it sets: REST's `RestEnv`, GoTrue's `AuthEnv`, Storage's `StorageEnv` and the
 * functions' `FunctionsEnv`.
 */
export interface GatewayEnv {
  Variables: { apikey: ApiKey | undefined }
}

/** What `bearerCredentials` sets, in the APIs that mount it first. */
export interface BearerEnv {
  Variables: { bearer: BearerCredential }
}

/** An API behind the gateway that reads the bearer token. */
export interface CredentialsEnv {
  Variables: GatewayEnv['Variables'] & BearerEnv['Variables']
}
