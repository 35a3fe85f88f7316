import { afterEach, describe, expect, it, vi } from 'vitest'
import { PostmasterSupervisor } from './supervisor.ts'

/** Stands in for postgres: announces it is ready on stderr, then runs until signalled. */
const FAKE_POSTMASTER = `
  process.stderr.write('LOG:  database system is ready to accept connections\\n')
  process.on('SIGINT', () => process.exit(0))
  setInterval(() => {}, 1000)
`

let supervisor: PostmasterSupervisor | undefined
afterEach(async () => {
  await supervisor?.stop()
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('PostmasterSupervisor', () => {
  it('starts the server again when it dies, and stops it for good on stop()', async () => {
    const exits: string[] = []
    const log = vi.fn()
    supervisor = new PostmasterSupervisor({
      command: process.execPath,
      args: ['-e', FAKE_POSTMASTER],
      spawnOptions: {},
      log,
      onUnexpectedExit: (reason) => exits.push(reason),
    })
    await supervisor.start()
    const first = supervisor.pid!
    process.kill(first, 'SIGKILL')
    await vi.waitFor(() => expect(supervisor!.pid).toBeGreaterThan(0), { timeout: 10_000 })
    await vi.waitFor(() => expect(supervisor!.pid).not.toBe(first), { timeout: 10_000 })
    expect(exits).toEqual([`PostgreSQL (pid ${first}) exited unexpectedly (SIGKILL)`])
    const second = supervisor.pid!
    await supervisor.stop()
    expect(isAlive(second)).toBe(false)
    expect(supervisor.pid).toBeUndefined()
    expect(exits).toHaveLength(1)
  })

  it('reports a server that exits before it is ready, with its last words', async () => {
    supervisor = new PostmasterSupervisor({
      command: process.execPath,
      args: ['-e', "process.stderr.write('FATAL:  lock file already exists\\n'); process.exit(1)"],
      spawnOptions: {},
      log: () => undefined,
    })
    await expect(supervisor.start()).rejects.toThrow(/exited \(code 1\) before it was ready\nFATAL: {2}lock file already exists/)
  })
})
