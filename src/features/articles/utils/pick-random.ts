/** Up to `count` distinct items in random order (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) swap(copy, i, Math.floor(random() * (i + 1)))
  return copy.slice(0, Math.max(0, count))
}

/** Swaps two entries; splice hands back the entry it replaces, so no read can come back as a missing index. */
function swap<T>(list: T[], i: number, j: number): void {
  list.splice(i, 1, ...list.splice(j, 1, ...list.slice(i, i + 1)))
}
