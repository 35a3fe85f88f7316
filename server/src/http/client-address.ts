import type { Context } from 'hono'

/** A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; the client is a.b.c.d. */
export function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase()
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/.test(a) ? a.slice(7) : a
}

/**
 * Who the client is. With no trusted proxy in front, the socket's peer is the client, and an
 * X-Forwarded-For in the request is ignored: anyone can write that header, and believing it
 * would let one client pass for many (and dodge every per-address limit). When the peer is a
 * configured trusted proxy, the client is the right-most address of its X-Forwarded-For that is
 * not itself a trusted proxy, as reverse proxies append the address they saw.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: readonly string[]): string {
  const socketAddress = normalizeAddress(peer ?? '') || 'unknown'
  if (trusted.length === 0 || !forwardedFor) return socketAddress
  const trustedSet = new Set(trusted.map(normalizeAddress))
  if (!trustedSet.has(socketAddress)) return socketAddress
  const chain = forwardedFor.split(',').map(normalizeAddress).filter(Boolean)
  const client = chain.findLast((address) => !trustedSet.has(address))
  return client ?? chain[0] ?? socketAddress
}

/** The socket peer of a request served by @hono/node-server. */
export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress
}

export function clientAddressOf(c: Context, trusted: readonly string[] = []): string {
  return resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted)
}
