type Cell = string | number | null | undefined

// Spreadsheet apps run cells that start with these as formulas; a leading quote keeps them text.
const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(value: Cell): string {
  let text = value == null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** RFC 4180 CSV (CRLF line ends), safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** "subscribers-2026-03-04.csv" */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  return `${prefix}-${date.toISOString().slice(0, 10)}.csv`
}
