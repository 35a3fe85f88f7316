/** Request bodies read the way PostgREST 14 reads them (ApiRequest/Payload.hs). */
import { parseJson as parseJsonWithDepthLimit } from '../../http/json.ts'
import { restErrors } from '../error-catalogue.ts'

type Row = Record<string, unknown>

function parseJson(text: string): unknown {
  try {
    return parseJsonWithDepthLimit(text)
  } catch {
    // Too deep is refused like any bad JSON. PostgREST drops the parser's message in favour of this one.
    throw restErrors.invalidJson()
  }
}

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

const keysOf = (row: Row) => Object.keys(row).sort().join('\u0000')

/**
 * An array must hold objects with the same keys; an object is one row; any other JSON value
 * counts as an empty array (PostgREST's payloadAttributes).
 */
function rowsOf(body: unknown): Row[] {
  if (isObject(body)) return [body]
  if (!Array.isArray(body)) return []
  const mismatch = () => restErrors.keysMismatch()
  if (!body.every(isObject)) throw mismatch()
  const [first] = body
  if (!first) return []
  if (body.some((r) => keysOf(r) !== keysOf(first))) throw mismatch()
  return body
}

/** POST to a table: the rows, and the columns to write (`?columns=` when given, else the keys). */
export function readInsertBody(text: string, columnsParam: string[] | undefined): { rows: Row[]; columns: string[] } {
  const body = parseJson(text)
  if (columnsParam) {
    // With ?columns= PostgREST hands the raw JSON to json_to_recordset: objects only.
    const rows = Array.isArray(body) ? body : [body]
    if (!rows.every(isObject)) throw restErrors.invalidJson()
    return { rows, columns: columnsParam }
  }
  const rows = rowsOf(body)
  const [first] = rows
  return { rows, columns: first ? Object.keys(first) : [] }
}

/** PATCH: the values to set; no keys writes nothing. An array of rows is refused. */
export function readUpdateBody(text: string): Row {
  const body = parseJson(text)
  const rows = rowsOf(body)
  if (Array.isArray(body) && rows.length > 0) throw restErrors.notImplemented('PATCH with a JSON array body')
  return rows[0] ?? {}
}

/** POST /rpc/fn: named arguments from a JSON object; an empty body is no arguments. */
export function readRpcBody(text: string): Map<string, unknown> {
  if (text === '') return new Map()
  const body = parseJson(text)
  if (!isObject(body)) throw restErrors.notImplemented('Calling a function with a JSON body that is not an object')
  return new Map(Object.entries(body))
}
