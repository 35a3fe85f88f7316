import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv, LOCAL_JWT_SECRET, type ServerConfig } from '../../server/src/config.ts'
import { startMailCatcher, type MailCatcher } from '../../server/src/mail/catcher.ts'
import { startLocalSupabase, type LocalSupabase } from '../../server/src/server.ts'
import { freePort } from './free-port.ts'

export interface ScratchBackend {
  api: LocalSupabase
  config: ServerConfig
  /** The mail catcher the backend sends to: its own, on free ports, with its own inbox. */
  mail: MailCatcher
  /** Folder holding the throwaway data (PostgreSQL + stored objects). */
  dataDir: string
  /** Stops the backend and removes its data. */
  stop: () => Promise<void>
}

export interface ScratchBackendOptions {
  /** Ports to listen on; unset, the API takes any free port and PostgreSQL a free one. */
  apiPort?: number
  dbPort?: number
  /** Ports of the mail catcher (SMTP, web inbox); unset, free ones. */
  mailSmtpPort?: number
  mailWebPort?: number
  /** The web app's origin, for links in the sitemap and feed. */
  siteUrl?: string
  /**
   * An existing database to serve instead of a new embedded one (its owner's connection string):
   * `npm run db:rehearse` points the integration smoke at what `supabase db push` built.
   */
  databaseUrl?: string
  /**
   * Environment the demo administrator's credentials come from (ADMIN_EMAIL, ADMIN_PASSWORD):
   * the e2e runner passes its own so the tests sign in with what the stack seeded.
   */
  env?: NodeJS.ProcessEnv
}

/**
 * The local backend on a throwaway data folder on 127.0.0.1: migrations, the demo seed and the
 * demo administrator, exactly as `npm start` builds a new database. A running `npm start` and
 * its .local/ data are left alone.
 */
export async function startScratchBackend(
  folderPrefix: string,
  log: (line: string) => void,
  options: ScratchBackendOptions = {},
): Promise<ScratchBackend> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix))
  const removeData = () => fs.rm(dataDir, { recursive: true, force: true })
  const fromEnv = configFromEnv(options.env ?? {})
  let mail: MailCatcher
  try {
    mail = await startMailCatcher({ smtpPort: options.mailSmtpPort ?? 0, webPort: options.mailWebPort ?? 0, mailDir: path.join(dataDir, 'mail') })
  } catch (error) {
    await removeData()
    throw error
  }
  const config: ServerConfig = {
    ...fromEnv,
    host: '127.0.0.1',
    port: options.apiPort ?? 0,
    dbPort: options.dbPort ?? (await freePort()),
    dataDir,
    databaseUrl: options.databaseUrl,
    jwtSecret: LOCAL_JWT_SECRET,
    seed: true,
    siteUrl: options.siteUrl ?? fromEnv.siteUrl,
    smtp: { ...fromEnv.smtp, host: '127.0.0.1', port: mail.smtpPort, user: undefined, pass: undefined, secure: false },
    log,
  }
  let api: LocalSupabase
  try {
    api = await startLocalSupabase(config)
  } catch (error) {
    await mail.stop()
    await removeData()
    throw error
  }
  return {
    api,
    config,
    mail,
    dataDir,
    stop: async () => {
      await api.stop()
      await mail.stop()
      await removeData()
    },
  }
}
