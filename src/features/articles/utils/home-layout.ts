export type HomeBlock<T> = { kind: 'section'; section: T } | { kind: 'ad'; index: number }

/**
 * Home page order: the sections that have articles, with a banner ad slot after every
 * `every`-th shown section (hidden empty sections do not count).
 */
export function placeAdSlots<T>(sections: readonly T[], every: number, isEmpty: (section: T) => boolean): HomeBlock<T>[] {
  const blocks: HomeBlock<T>[] = []
  let shown = 0
  for (const section of sections) {
    if (isEmpty(section)) continue
    blocks.push({ kind: 'section', section })
    shown += 1
    if (every > 0 && shown % every === 0) blocks.push({ kind: 'ad', index: shown / every })
  }
  return blocks
}
