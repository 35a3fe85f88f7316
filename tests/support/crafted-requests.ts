// Crafted PostgREST requests, shared by tests/product/bounded-api.test.ts and
// `npm run bench:crafted`, so the test and the bench send the same queries.

/** `id,comments(id,articles(id,comments(…)))`, `depth` embeds deep: 525 bytes at 24. */
export function nestedEmbeds(depth: number): string {
  let select = 'id'
  for (let level = depth; level > 0; level--) select = `id,${level % 2 ? 'comments' : 'articles'}(${select})`
  return select
}

/** The same column under `count` aliases. */
export const aliases = (column: string, count: number) => Array.from({ length: count }, (_, i) => `a${i}:${column}`).join(',')

/** An `or=(…)` of `count` unindexable `ilike` terms on the article body. */
export const ilikeTerms = (count: number) => `(${Array.from({ length: count }, () => 'content.ilike.*e*e*e*').join(',')})`
