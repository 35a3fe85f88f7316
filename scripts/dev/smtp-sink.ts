/**
 * A minimal real SMTP server for delivery tests and the newsletter bench: it speaks SMTP (via
 * nodemailer's `smtp-server`), counts what each recipient received, and can refuse recipients
 * with a chosen reply code, so the sender's retry rules are exercised over a real connection.
 * maildev keeps every message in memory and on disk; at 10,000 messages only counting is needed.
 */
import type { AddressInfo, Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  port: number
  /** Messages accepted per recipient address (lower-cased). */
  received: Map<string, number>
  /** Every accepted message, in order, with its raw headers (up to the blank line). */
  messages: { to: string[]; headers: string }[]
  /** Stops listening and drops open connections (a server that went away). */
  stop(): Promise<void>
}

export interface SmtpSinkOptions {
  port?: number
  /** An SMTP reply code to refuse this recipient with (e.g. 451, 550), or undefined to accept. */
  refuse?: (address: string) => number | undefined
  /** Keep each message's headers (tests); the bench only counts. */
  keepHeaders?: boolean
  /** Count into this map (a server restarted on the same port keeps one tally). */
  received?: Map<string, number>
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received = options.received ?? new Map<string, number>()
  const messages: SmtpSink['messages'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS lookup of each client: a real server's cost the bench should not measure.
    disableReverseLookup: true,
    size: 5 * 1024 * 1024,
    // Stopping cuts open connections almost at once, as a crashed or restarted server would.
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address.toLowerCase())
      if (code === undefined) return callback()
      callback(Object.assign(new Error(`${code === 451 ? 'Try again later' : 'No such mailbox'}`), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        // Only the headers are kept; the body is read and dropped.
        if (options.keepHeaders && size < 16_384) chunks.push(chunk)
        size += chunk.length
      })
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        for (const address of to) received.set(address, (received.get(address) ?? 0) + 1)
        if (options.keepHeaders) {
          const text = Buffer.concat(chunks).toString('utf8')
          messages.push({ to, headers: text.slice(0, text.indexOf('\r\n\r\n') >>> 0) })
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  server.on('error', () => {})
  // Replies go out at once: with Nagle's algorithm on, each small reply waits for the client's
  // delayed ACK (about 40 ms), which would cap a connection at some 25 messages a second.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    received,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
