/**
 * Counts failed sign-ins per key (email and client address) in a sliding window, so a password
 * cannot be guessed at full speed. Successful sign-ins are never limited.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 5 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    const list = (this.failures.get(key) ?? []).filter((t) => t > since)
    if (list.length) this.failures.set(key, list)
    else this.failures.delete(key)
    return list
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.maxFailures
  }

  recordFailure(key: string): void {
    const list = this.recent(key)
    list.push(this.now())
    this.failures.set(key, list)
    if (this.failures.size > 10_000) this.prune()
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key)
  }
}
