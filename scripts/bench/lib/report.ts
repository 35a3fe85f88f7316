/** One line of the bench table: a measurement, the naive way beside the shipped way. */
export interface BenchRow {
  measure: string
  /** What the app did naively (or a reference such as a primary-key fetch). */
  naive: string
  /** What it does now. */
  now: string
  /** The target, when there is one. */
  target?: string
  /** Whether `now` meets `target`; undefined when there is no target. */
  met?: boolean
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|')
}

/** A Markdown table, so the output can be pasted into docs/performance.md as it is. */
export function formatTable(rows: BenchRow[]): string {
  const header = ['measure', 'naive (before)', 'now', 'target']
  const body = rows.map((row) => [
    row.measure,
    row.naive,
    row.now,
    row.target ? `${row.target} ${row.met === undefined ? '' : row.met ? '✓' : '✗'}`.trim() : '',
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cell(cells[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => cell(c).padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n')
}
