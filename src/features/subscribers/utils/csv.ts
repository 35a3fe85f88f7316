type Cell = string | number | null | undefined

// Spreadsheet apps run a cell that starts with one of these as a formula. A cell starts at the
// field's start and, for an app that splits on ';' or tab instead of ',' (German or French
// Excel) or reads line by line, after any of those inside the field, quotes or not. A leading
// ' keeps each such start text.
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g

function csvCell(value: Cell): string {
  const text = (value == null ? '' : String(value)).replace(FORMULA_START, "$1'")
  // Every field quoted (RFC 4180, quotes doubled): no reader has to guess where it ends.
  return `"${text.replace(/"/g, '""')}"`
}

/** RFC 4180 CSV (CRLF line ends), safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** "subscribers-2026-03-04.csv" */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  return `${prefix}-${date.toISOString().slice(0, 10)}.csv`
}
