import { parseError } from './errors.ts'
import { MAX_NESTING, parseField, splitTopLevel, unquote, type Field } from './parse-field.ts'

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj',
] as const
export type Operator = (typeof OPERATORS)[number]

const QUANTIFIABLE = new Set<Operator>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'])
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts'])
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const
export type IsValue = (typeof IS_VALUES)[number]

export type FilterValue =
  | { kind: 'scalar'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'is'; value: IsValue }

export interface Filter {
  type: 'filter'
  field: Field
  negate: boolean
  op: Operator
  /** `eq(any)` / `like(all)`: the value is a `{a,b}` array literal. */
  quantifier?: 'any' | 'all'
  /** Text search configuration: `fts(english)`. */
  ftsConfig?: string
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
 * Parses the right-hand side of a filter, `[not.]op[(mod)].value`, for the given field.
 * In logic trees (`inTree`) a "double quoted" value is unquoted; at the top level the value is
 * taken verbatim, as PostgREST does.
 */
export function parseFilterExpression(field: Field, expr: string, inTree = false): Filter {
  let rest = expr
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  if (!m) throw parseError('filter', `unexpected "${expr}" expecting an operator and a value (op.value)`, `"failed to parse filter (${expr})"`)
  const op = m[1] as Operator
  const modifier = m[2]
  const raw = m[3]!
  if (!(OPERATORS as readonly string[]).includes(op)) {
    throw parseError('filter', `unknown operator "${op}"`, `"failed to parse filter (${expr})"`)
  }
  const filter: Filter = { type: 'filter', field, negate, op, value: { kind: 'scalar', value: raw } }
  if (modifier !== undefined) {
    if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) {
      filter.quantifier = modifier
    } else if (FTS.has(op) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
      filter.ftsConfig = modifier
    } else {
      throw parseError('filter', `unexpected modifier "(${modifier})" for "${op}"`, `"failed to parse filter (${expr})"`)
    }
  }

  if (op === 'in') {
    filter.value = { kind: 'list', values: parseList(raw, expr) }
  } else if (op === 'is') {
    const v = raw.toLowerCase()
    if (!(IS_VALUES as readonly string[]).includes(v)) {
      throw parseError('filter', `unexpected "${raw}" expecting null, not_null, true, false or unknown`, `"failed to parse filter (${expr})"`)
    }
    filter.value = { kind: 'is', value: v as IsValue }
  } else if (filter.quantifier) {
    filter.value = { kind: 'list', values: parseArrayLiteral(raw, expr) }
  } else {
    filter.value = { kind: 'scalar', value: inTree ? unquote(raw) : raw }
  }
  if (op === 'like' || op === 'ilike') {
    const star = (v: string) => v.replace(/\*/g, '%')
    if (filter.value.kind === 'scalar') filter.value = { kind: 'scalar', value: star(filter.value.value) }
    if (filter.value.kind === 'list') filter.value = { kind: 'list', values: filter.value.values.map(star) }
  }
  return filter
}

/** `(a,"b,c",d)` → ['a','b,c','d']. */
export function parseList(raw: string, expr = raw): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('filter', `expected a list like (a,b) in "${raw}"`, `"failed to parse filter (${expr})"`)
  }
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((v) => unquote(v))
}

/** `{a,"b,c"}` → ['a','b,c'] (for the any/all quantifiers). */
function parseArrayLiteral(raw: string, expr: string): string[] {
  if (!raw.startsWith('{') || !raw.endsWith('}')) {
    throw parseError('filter', `expected an array like {a,b} in "${raw}"`, `"failed to parse filter (${expr})"`)
  }
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((v) => unquote(v))
}

/** A top-level filter parameter: key `col` (or `col->a`), value `[not.]op.value`. */
export function parseFilterParam(key: string, value: string): Filter {
  return parseFilterExpression(parseField(key, 'filter'), value)
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
  if (op !== 'and' && op !== 'or') throw parseError('logic tree', `unknown logic operator "${key}"`)
  return parseTree(op, negate, value, value)
}

function parseTree(op: 'and' | 'or', negate: boolean, value: string, whole: string, depth = 1): LogicTree {
  if (depth > MAX_NESTING) {
    throw parseError('logic tree', `logic trees nest at most ${MAX_NESTING} levels deep`, `"failed to parse logic tree (${whole})"`)
  }
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError('logic tree', `expected "(" … ")" in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  const inner = value.slice(1, -1)
  let items: string[]
  try {
    items = splitTopLevel(inner)
  } catch {
    throw parseError('logic tree', `unbalanced parentheses or quotes in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  if (items.length === 0 || items.some((i) => i.length === 0)) {
    throw parseError('logic tree', `empty condition in "${value}"`, `"failed to parse logic tree (${whole})"`)
  }
  return { type: 'logic', op, negate, children: items.map((item) => parseCondition(item, whole, depth)) }
}

function parseCondition(item: string, whole: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item)
  if (nested) return parseTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!, whole, depth + 1)
  // `field.[not.]op.value`: the field ends at the first "." outside quotes.
  let fieldEnd: number
  if (item.startsWith('"')) {
    const close = item.indexOf('"', 1)
    fieldEnd = close === -1 ? -1 : item.indexOf('.', close)
  } else {
    fieldEnd = item.indexOf('.')
  }
  if (fieldEnd <= 0) {
    throw parseError('logic tree', `expected "column.operator.value" in "${item}"`, `"failed to parse logic tree (${whole})"`)
  }
  const field = parseField(item.slice(0, fieldEnd), 'logic tree')
  return parseFilterExpression(field, item.slice(fieldEnd + 1), true)
}
