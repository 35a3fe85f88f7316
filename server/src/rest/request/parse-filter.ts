import { capture } from '../../capture.ts'
import { restErrors } from '../error-catalogue.ts'
import { MAX_NESTING, parseField, splitTopLevel, unquote } from './parse-field.ts'

/** The operators the stand-in implements. */
export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const
export type Operator = (typeof OPERATORS)[number]

/** PostgREST 14 operators the stand-in refuses (PGRST127) rather than calling them unknown. */
const REFUSED_OPERATORS = new Set([
  'match', 'imatch', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj',
])
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const
export type IsValue = (typeof IS_VALUES)[number]

export type FilterValue =
  | { kind: 'scalar'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'is'; value: IsValue }

export interface Filter {
  type: 'filter'
  field: string
  negate: boolean
  op: Operator
  value: FilterValue
}

export interface LogicTree {
  type: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | LogicTree

/**
 * Parses the right-hand side of a filter, `[not.]op.value`, for the given column.
 * In logic trees (`inTree`) a "double quoted" value is unquoted; at the top level the value is
 * taken verbatim, as PostgREST does.
 */
export function parseFilterExpression(field: string, expr: string, inTree = false): Filter {
  let rest = expr
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  if (!m) throw restErrors.queryParam('filter', `unexpected "${expr}" expecting an operator and a value (op.value)`, `"failed to parse filter (${expr})"`)
  const name = capture(m, 1)
  const modifier = m[2]
  const raw = capture(m, 3)
  if (REFUSED_OPERATORS.has(name)) throw restErrors.notImplemented(`The "${name}" filter operator`)
  const op = OPERATORS.find((known) => known === name)
  if (!op) throw restErrors.queryParam('filter', `unknown operator "${name}"`, `"failed to parse filter (${expr})"`)
  if (modifier !== undefined) {
    if (modifier === 'any' || modifier === 'all') throw restErrors.notImplemented(`The "(${modifier})" modifier on "${op}"`)
    throw restErrors.queryParam('filter', `unexpected modifier "(${modifier})" for "${op}"`, `"failed to parse filter (${expr})"`)
  }
  let value: FilterValue
  if (op === 'in') {
    value = { kind: 'list', values: parseList(raw, expr) }
  } else if (op === 'is') {
    const is = IS_VALUES.find((known) => known === raw.toLowerCase())
    if (!is) {
      throw restErrors.queryParam('filter', `unexpected "${raw}" expecting null, not_null, true, false or unknown`, `"failed to parse filter (${expr})"`)
    }
    value = { kind: 'is', value: is }
  } else {
    const text = inTree ? unquote(raw) : raw
    // In like and ilike, * stands for %, as PostgREST allows in URLs.
    value = { kind: 'scalar', value: op === 'like' || op === 'ilike' ? text.replace(/\*/g, '%') : text }
  }
  return { type: 'filter', field, negate, op, value }
}

/** `(a,"b,c",d)` → ['a','b,c','d']. */
export function parseList(raw: string, expr = raw): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw restErrors.queryParam('filter', `expected a list like (a,b) in "${raw}"`, `"failed to parse filter (${expr})"`)
  }
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((v) => unquote(v))
}

/**
 * A logic tree parameter: key `or` / `and` / `not.or` / `not.and`, value `(cond,cond,…)` where
 * each cond is `col.[not.]op.value` or a nested `[not.]and(…)` / `[not.]or(…)`.
 */
export function parseLogicParam(key: string, value: string): LogicTree {
  let negate = false
  let op = key
  if (op.startsWith('not.')) {
    negate = true
    op = op.slice(4)
  }
  if (op !== 'and' && op !== 'or') throw restErrors.queryParam('logic tree', `unknown logic operator "${key}"`)
  return parseTree(op, negate, value, value)
}

function parseTree(op: 'and' | 'or', negate: boolean, value: string, whole: string, depth = 1): LogicTree {
  if (depth > MAX_NESTING) {
    throw restErrors.queryParam('logic tree', `logic trees nest at most ${MAX_NESTING} levels deep`, `"failed to parse logic tree (${whole})"`)
  }
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw restErrors.queryParam('logic tree', `expected "(" … ")" in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  const inner = value.slice(1, -1)
  let items: string[]
  try {
    items = splitTopLevel(inner)
  } catch {
    throw restErrors.queryParam('logic tree', `unbalanced parentheses or quotes in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  if (items.length === 0 || items.some((i) => i.length === 0)) {
    throw restErrors.queryParam('logic tree', `empty condition in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  return { type: 'logic', op, negate, children: items.map((item) => parseCondition(item, whole, depth)) }
}

function parseCondition(item: string, whole: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item)
  if (nested) return parseTree(capture(nested, 2) as 'and' | 'or', Boolean(nested[1]), capture(nested, 3), whole, depth + 1)
  // `field.[not.]op.value`: the field ends at the first "." outside quotes.
  let fieldEnd: number
  if (item.startsWith('"')) {
    const close = item.indexOf('"', 1)
    fieldEnd = close === -1 ? -1 : item.indexOf('.', close)
  } else {
    fieldEnd = item.indexOf('.')
  }
  if (fieldEnd <= 0) {
    throw restErrors.queryParam('logic tree', `expected "column.operator.value" in "${item}"`, `"failed to parse logic tree (${whole})"`)
  }
  const field = parseField(item.slice(0, fieldEnd), 'logic tree')
  return parseFilterExpression(field, item.slice(fieldEnd + 1), true)
}
