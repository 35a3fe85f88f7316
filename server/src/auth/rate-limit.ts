/**
 * Sign-in throttling. Every attempt is counted before its password is checked (a reservation),
 * so parallel guesses count as much as sequential ones; a reservation becomes a failure when
 * the password was wrong and disappears when it was right.
 *
 * Three limits apply inside a sliding window:
 * - per client address (spraying many accounts from one place);
 * - per account and address (guessing one account from one place);
 * - per account (guessing one account from many places).
 * One address can add at most `perAccountAndAddress` failures to an account before it is
 * refused, which is well under `perAccount`: a flood from one address never locks the real
 * user out when they sign in from another.
 */
export interface ThrottleLimits {
  perAddress: number
  perAccountAndAddress: number
  perAccount: number
  windowMs: number
}

/**
 * 30 per address in 5 minutes is GoTrue's default (sign_in_sign_ups); here it counts failures
 * and attempts under way, so a user who signs in successfully is never held back by it.
 */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAddress: 30,
  perAccountAndAddress: 10,
  perAccount: 100,
  windowMs: 5 * 60 * 1000,
}

/** What one sign-in attempt holds; end() releases whatever fail()/succeed() did not settle. */
export interface SignInAttempt {
  /** Reserves the account's share; false when the account is over a limit (nothing held). */
  claimAccount(account: string): boolean
  fail(): void
  succeed(): void
  end(): void
}

/**
 * The throttle's key for an e-mail: one key per address however it is spelled (spaces around
 * it, upper case, full-width or other compatibility forms of the same characters).
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}

/** Control characters (C0, DEL, C1) never belong in an e-mail address. */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return /[\u0000-\u001f\u007f-\u009f]/.test(text)
}

/**
 * The key for a client address: IPv4 as is; IPv6 by its /64 prefix, since one host usually
 * holds a whole /64 and could otherwise use a new address for every guess.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>()
  private readonly pending = new Map<string, number>()

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts an attempt from `address`, or returns null when that address is over its limit. */
  begin(address: string): SignInAttempt | null {
    const addressSlot = `a:${addressKey(address)}`
    if (!this.reserve(addressSlot, this.limits.perAddress)) return null
    const held = [addressSlot]
    let accountSlots: string[] = []
    let settled = false
    const release = () => {
      if (settled) return
      settled = true
      for (const key of held) this.unreserve(key)
    }
    return {
      claimAccount: (account) => {
        const pair = `p:${account}\n${addressKey(address)}`
        const whole = `u:${account}`
        if (!this.reserve(pair, this.limits.perAccountAndAddress)) return false
        if (!this.reserve(whole, this.limits.perAccount)) {
          this.unreserve(pair)
          return false
        }
        accountSlots = [pair, whole]
        held.push(pair, whole)
        return true
      },
      fail: () => {
        if (settled) return
        release()
        for (const key of held) this.recordFailure(key)
      },
      succeed: () => {
        if (settled) return
        release()
        if (accountSlots[0]) this.failures.delete(accountSlots[0])
      },
      end: release,
    }
  }

  /** Failures plus attempts under way for a key (for tests and diagnostics). */
  count(key: string): number {
    return this.recent(key).length + (this.pending.get(key) ?? 0)
  }

  private reserve(key: string, limit: number): boolean {
    if (this.count(key) >= limit) return false
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1)
    return true
  }

  private unreserve(key: string): void {
    const n = (this.pending.get(key) ?? 0) - 1
    if (n > 0) this.pending.set(key, n)
    else this.pending.delete(key)
  }

  private recent(key: string): number[] {
    const list = this.failures.get(key)
    if (!list) return []
    const since = this.now() - this.limits.windowMs
    const kept = list.filter((t) => t > since)
    if (kept.length) this.failures.set(key, kept)
    else this.failures.delete(key)
    return kept
  }

  private recordFailure(key: string): void {
    const list = this.recent(key)
    list.push(this.now())
    this.failures.set(key, list)
    if (this.failures.size > 50_000) this.prune()
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key)
  }
}
