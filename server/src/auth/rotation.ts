/** Refresh-token rotation rules, as GoTrue applies them (tokens/service.go RefreshTokenGrant). */

export interface RefreshTokenState {
  token: string
  revoked: boolean
  parent: string | null
  /** When the token was last changed: for a revoked token, when it was rotated out. */
  updatedAt: Date
}

export type RotationDecision =
  /** The presented token is the active one: revoke it and issue a child. */
  | { kind: 'rotate' }
  /** A recently rotated token: hand back the current active token without rotating again. */
  | { kind: 'reuse-active'; active: RefreshTokenState }
  /** Replay of an old token: refuse and revoke the whole session. */
  | { kind: 'reject-reused' }

/**
 * - an active token rotates;
 * - a revoked token is accepted only within `reuseIntervalSeconds` of its rotation (the client
 *   failed to save the response, or two tabs refreshed at once) and yields the active token;
 * - everything else is a replay.
 *
 * Stricter than GoTrue on one point: GoTrue accepts the direct parent of the active token
 * forever; here it too expires after the reuse interval, so a leaked old token is useless.
 */
export function decideRotation(
  presented: RefreshTokenState,
  active: RefreshTokenState | null,
  now: Date,
  reuseIntervalSeconds: number,
): RotationDecision {
  if (!presented.revoked) return { kind: 'rotate' }
  if (!active || active.revoked) return { kind: 'reject-reused' }
  const reuseUntil = presented.updatedAt.getTime() + reuseIntervalSeconds * 1000
  if (now.getTime() <= reuseUntil) return { kind: 'reuse-active', active }
  return { kind: 'reject-reused' }
}
