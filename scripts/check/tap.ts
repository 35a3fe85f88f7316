/** One `ok` / `not ok` line of a TAP stream (what `node --test` and `deno test` both print). */
export interface TapResult {
  /** Nesting: 0 for a top-level test or suite, 1 for a test inside it, … */
  depth: number
  name: string
  ok: boolean
  /** A test, not a suite: no result nested in it. */
  leaf: boolean
}

/**
 * The results in a TAP 13/14 stream, in order. A subtest is indented four spaces per level and
 * comes before the line of the suite that holds it; comments and YAML blocks are skipped.
 */
export function parseTap(text: string): TapResult[] {
  const results: TapResult[] = []
  for (const line of text.split('\n')) {
    const match = /^( *)(not )?ok \d+ - (.*?)(?: # (?:SKIP|TODO).*)?$/.exec(line)
    if (!match) continue
    const depth = Math.floor((match[1] ?? '').length / 4)
    const previous = results.at(-1)
    results.push({ depth, name: match[3] ?? '', ok: !match[2], leaf: !(previous && previous.depth > depth) })
  }
  return results
}

/** What differs between one file's results on Node and on Deno, and what failed on either. */
export function compareRuns(file: string, node: TapResult[], deno: TapResult[]): string[] {
  const problems: string[] = []
  const key = (result: TapResult) => `${'  '.repeat(result.depth)}${result.name}`
  const onNode = new Map(node.map((result) => [key(result), result.ok]))
  const onDeno = new Map(deno.map((result) => [key(result), result.ok]))
  if (node.length === 0) problems.push(`${file}: no test ran on Node`)
  if (deno.length === 0) problems.push(`${file}: no test ran on Deno`)
  for (const name of new Set([...onNode.keys(), ...onDeno.keys()])) {
    const [n, d] = [onNode.get(name), onDeno.get(name)]
    if (n === undefined || d === undefined) problems.push(`${file}: "${name.trim()}" ran on ${n === undefined ? 'Deno' : 'Node'} only`)
    else if (n !== d) problems.push(`${file}: "${name.trim()}" passes on ${n ? 'Node' : 'Deno'} and fails on ${n ? 'Deno' : 'Node'}`)
    else if (!n) problems.push(`${file}: "${name.trim()}" fails on both`)
  }
  return problems
}
