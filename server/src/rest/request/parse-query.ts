import { restErrors } from '../error-catalogue.ts'
import { RestError } from '../errors.ts'
import { parseField, readIdentifier, splitTopLevel } from './parse-field.ts'
import { parseFilterExpression, parseLogicParam, type Condition } from './parse-filter.ts'
import { parseOrder, type OrderTerm } from './parse-order.ts'
import { parseSelect, type SelectItem } from './parse-select.ts'

export interface ParsedQuery {
  select: SelectItem[]
  /** Whether `select=` was present (writes only return what was asked for). */
  hasSelect: boolean
  columns?: string[]
  /** Filters and logic trees on the root resource, ANDed. */
  filters: Condition[]
  order?: OrderTerm[]
  limit?: number
  offset?: number
  /** For GET/HEAD rpc: params whose value is not a filter expression (PostgREST's rule). */
  args: Map<string, string>
}

/** `"a","b"` or `a,b` → ['a','b'] */
export function parseColumnList(input: string, what: string): string[] {
  if (input.trim() === '') throw restErrors.queryParam(what, `empty ${what}`)
  return splitTopLevel(input).map((part) => {
    const [name, rest] = readIdentifier(part.trim(), what)
    if (rest !== '') throw restErrors.queryParam(what, `unexpected "${rest}" in ${what}`)
    return name
  })
}

function parseCount(value: string, what: string): number {
  if (!/^\d{1,15}$/.test(value)) throw restErrors.queryParam(what, `"${value}" is not a non-negative integer`, `"failed to parse ${what} parameter (${value})"`)
  return Number(value)
}

/** Names an embed answers to in the query string: its alias or its relation (PostgREST's findNode). */
function embedNamed(items: SelectItem[], name: string) {
  return items.find((i) => i.type === 'embed' && (i.alias === name || i.relation === name))
}

/**
 * Filters, order and paging on an embedded resource (`comments.order=…`) are PostgREST features
 * the stand-in refuses; a path that names no embed is PostgREST's own PGRST108.
 */
function refuseEmbeddedParam(select: SelectItem[], path: string[], key: string): never {
  let items = select
  for (const segment of path) {
    const embed = embedNamed(items, segment)
    if (!embed || embed.type !== 'embed') {
      throw restErrors.notEmbedded(segment)
    }
    items = embed.select
  }
  throw restErrors.notImplemented(`The parameter "${key}" on an embedded resource`)
}

/**
 * Splits a PostgREST query string into select, columns, and the root's filters,
 * logic trees, order, limit and offset. With `rpcRead`, a param whose value does not parse as
 * `op.value` is a function argument, as in PostgREST.
 */
export function parseQuery(params: URLSearchParams, rpcRead = false): ParsedQuery {
  const q: ParsedQuery = { select: [{ type: 'star' }], hasSelect: false, filters: [], args: new Map() }
  const embedded: { path: string[]; key: string }[] = []
  for (const [key, value] of params) {
    // The gateway consumes ?apikey= (Kong key-auth hide_credentials); it is never a filter.
    if (key === 'apikey') continue
    if (key === 'select') {
      q.select = parseSelect(value)
      q.hasSelect = true
      continue
    }
    if (key === 'columns') {
      q.columns = parseColumnList(value, 'columns')
      continue
    }
    if (key === 'on_conflict') {
      // Used only by upserts, which are refused; PostgREST still rejects a malformed list.
      parseColumnList(value, 'on_conflict')
      continue
    }
    const segments = key.split('.')
    const last = segments[segments.length - 1]
    if (last === 'order' || last === 'limit' || last === 'offset') {
      if (segments.length > 1) {
        embedded.push({ path: segments.slice(0, -1), key })
      } else if (last === 'order') q.order = parseOrder(value)
      else if (last === 'limit') q.limit = parseCount(value, 'limit')
      else q.offset = parseCount(value, 'offset')
      continue
    }
    if (last === 'or' || last === 'and') {
      const negated = segments[segments.length - 2] === 'not'
      const path = segments.slice(0, negated ? -2 : -1)
      if (path.length) embedded.push({ path, key })
      else q.filters.push(parseLogicParam(negated ? `not.${last}` : last, value))
      continue
    }
    if (!key.startsWith('"') && segments.length > 1) {
      embedded.push({ path: segments.slice(0, -1), key })
      continue
    }
    const field = parseField(key, 'filter')
    if (rpcRead) {
      try {
        q.filters.push(parseFilterExpression(field, value))
      } catch (error) {
        if (!(error instanceof RestError) || error.code !== 'PGRST100') throw error
        q.args.set(field, value)
      }
      continue
    }
    q.filters.push(parseFilterExpression(field, value))
  }
  for (const { path, key } of embedded) refuseEmbeddedParam(q.select, path, key)
  for (const f of q.filters) {
    if (f.type === 'filter' && embedNamed(q.select, f.field)) throw restErrors.notImplemented(`The filter on the embedded resource "${f.field}"`)
  }
  return q
}
