import { addressKey } from './rate-limit.ts'

/**
 * A token bucket per client address, the shape of limiter GoTrue puts in front of POST /token
 * (tollbooth over golang.org/x/time/rate): `burst` requests at once, then `perWindow` requests
 * per `windowMs`, refilled continuously. An address idle for `forgetAfterMs` starts afresh.
 */
export interface BucketLimits {
  perWindow: number
  windowMs: number
  burst: number
  forgetAfterMs: number
}

/**
 * GoTrue's defaults for the token endpoint: GOTRUE_RATE_LIMIT_TOKEN_REFRESH = 150 per 5 minutes
 * (0.5 a second), burst 30, limiter entries kept for an hour. So one address can refresh 30 times
 * at once and then once every two seconds: a browser refreshes once an hour.
 */
export const TOKEN_REFRESH_LIMITS: BucketLimits = {
  perWindow: 150,
  windowMs: 5 * 60 * 1000,
  burst: 30,
  forgetAfterMs: 60 * 60 * 1000,
}

/**
 * Hosted's GOTRUE_RATE_LIMIT_VERIFY (config.toml token_verifications): 30 per 5 minutes per
 * address, for second-factor codes.
 */
export const TOKEN_VERIFICATION_LIMITS: BucketLimits = {
  perWindow: 30,
  windowMs: 5 * 60 * 1000,
  burst: 30,
  forgetAfterMs: 60 * 60 * 1000,
}

/**
 * Stricter than hosted: 10 codes per 5 minutes per factor, whatever address they come from, so a
 * six-digit code cannot be guessed by spreading the attempts over many addresses.
 */
export const FACTOR_VERIFICATION_LIMITS: BucketLimits = {
  perWindow: 10,
  windowMs: 5 * 60 * 1000,
  burst: 10,
  forgetAfterMs: 60 * 60 * 1000,
}

interface Bucket {
  tokens: number
  at: number
}

export class AddressRateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly limits: BucketLimits = TOKEN_REFRESH_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request's token for `address` (or any other key); false when it is over its rate. */
  take(address: string): boolean {
    const key = addressKey(address)
    const now = this.now()
    const bucket = this.current(key, now)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    this.buckets.set(key, bucket)
    if (this.buckets.size > 50_000) this.prune(now)
    return true
  }

  private current(key: string, now: number): Bucket {
    const { burst, perWindow, windowMs, forgetAfterMs } = this.limits
    const bucket = this.buckets.get(key)
    if (!bucket || now - bucket.at > forgetAfterMs) return { tokens: burst, at: now }
    const refilled = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) * perWindow) / windowMs)
    return { tokens: refilled, at: now }
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > this.limits.forgetAfterMs) this.buckets.delete(key)
    }
  }
}
