import type { Pool, PoolClient } from 'pg'
import type { ServerConfig } from './config.ts'
import type { AuthMailer } from './auth/mailer.ts'
import type { JwtClaims } from './jwt.ts'

/** Database access shared by the REST, Auth and Storage handlers. */
export interface Db {
  /** Superuser/owner pool: platform work only (auth.users, migrations, bucket metadata). */
  pool: Pool
  /**
   * Runs fn in one transaction as PostgREST does: SET LOCAL ROLE <claims.role> and
   * request.jwt.claims = claims, so RLS policies decide. Rolls back if fn throws.
   */
  withClaims<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>): Promise<T>
}

export interface ServerDeps {
  config: ServerConfig
  db: Db
  /** Where auth e-mails go; by default SMTP to config.smtp (the mail catcher locally). */
  mailer?: AuthMailer
}
