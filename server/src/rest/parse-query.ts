import { parseError } from './errors.ts'
import { readIdentifier, splitTopLevel } from './parse-field.ts'
import { parseFilterParam, parseLogicParam, type Condition } from './parse-filter.ts'
import { parseOrder, type OrderTerm } from './parse-order.ts'
import { parseSelect, type SelectItem } from './parse-select.ts'

/** Query-string state for one level (the root table or an embedded resource path). */
export interface Level {
  filters: Condition[]
  order?: OrderTerm[]
  limit?: number
  offset?: number
}

export interface ParsedQuery {
  select: SelectItem[]
  /** Whether `select=` was present (writes only return what was asked for). */
  hasSelect: boolean
  columns?: string[]
  onConflict?: string[]
  /** Keyed by embed path joined with "." ('' is the root). */
  levels: Map<string, Level>
  /** For GET/HEAD rpc: params that name a function argument. */
  args: Map<string, string>
}

export function level(q: ParsedQuery, path: string): Level {
  let l = q.levels.get(path)
  if (!l) {
    l = { filters: [] }
    q.levels.set(path, l)
  }
  return l
}

/** `"a","b"` or `a,b` → ['a','b'] */
export function parseColumnList(input: string, what: string): string[] {
  if (input.trim() === '') throw parseError(what, `empty ${what}`)
  return splitTopLevel(input).map((part) => {
    const [name, rest] = readIdentifier(part.trim(), what)
    if (rest !== '') throw parseError(what, `unexpected "${rest}" in ${what}`)
    return name
  })
}

function parseCount(value: string, what: string): number {
  if (!/^\d{1,15}$/.test(value)) throw parseError(what, `"${value}" is not a non-negative integer`, `"failed to parse ${what} parameter (${value})"`)
  return Number(value)
}

/**
 * Splits a PostgREST query string into select, columns, on_conflict, and per-level filters,
 * logic trees, order, limit and offset. `isArg` marks names that are rpc arguments.
 */
export function parseQuery(params: URLSearchParams, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const q: ParsedQuery = { select: [{ type: 'star' }], hasSelect: false, levels: new Map(), args: new Map() }
  level(q, '')
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
      q.onConflict = parseColumnList(value, 'on_conflict')
      continue
    }
    if (isArg(key)) {
      q.args.set(key, value)
      continue
    }
    const segments = key.split('.')
    const last = segments[segments.length - 1]!
    const beforeLast = segments[segments.length - 2]
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const path = segments.slice(0, -1).join('.')
      const l = level(q, path)
      if (last === 'order') l.order = parseOrder(value)
      else if (last === 'limit') l.limit = parseCount(value, 'limit')
      else l.offset = parseCount(value, 'offset')
      continue
    }
    if (last === 'or' || last === 'and') {
      const negated = beforeLast === 'not'
      const path = segments.slice(0, negated ? -2 : -1).join('.')
      level(q, path).filters.push(parseLogicParam(negated ? `not.${last}` : last, value))
      continue
    }
    // A filter: [embed.path.]column
    let path = ''
    let fieldKey = key
    if (!key.startsWith('"') && !key.includes('->') && segments.length > 1) {
      path = segments.slice(0, -1).join('.')
      fieldKey = last
    }
    level(q, path).filters.push(parseFilterParam(fieldKey, value))
  }
  return q
}
