import { restErrors } from '../error-catalogue.ts'
import { RestError } from '../errors.ts'
import { parseField, splitTopLevel } from './parse-field.ts'

export interface OrderTerm {
  field: string
  direction: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(input: string): OrderTerm[] {
  if (input === '') throw restErrors.queryParam('order', 'empty order', `"failed to parse order ()"`)
  let parts: string[]
  try {
    parts = splitTopLevel(input)
  } catch {
    throw restErrors.queryParam('order', `unbalanced quotes in "${input}"`, `"failed to parse order (${input})"`)
  }
  return parts.map((part) => {
    // The field ends at the first "." outside quotes; the rest are modifiers.
    let fieldEnd: number
    if (part.startsWith('"')) {
      const close = part.indexOf('"', 1)
      fieldEnd = close === -1 ? part.length : part.indexOf('.', close)
    } else {
      fieldEnd = part.indexOf('.')
    }
    if (fieldEnd === -1) fieldEnd = part.length
    if (/^[\p{L}\p{N}_$]+\(/u.test(part)) throw restErrors.notImplemented(`Ordering by an embedded resource's column ("${part}")`)
    let field: string
    try {
      field = parseField(part.slice(0, fieldEnd), 'order')
    } catch (error) {
      if (error instanceof RestError && error.code === 'PGRST127') throw error
      throw restErrors.queryParam('order', `unexpected "${part}"`, `"failed to parse order (${input})"`)
    }
    const mods = fieldEnd < part.length ? part.slice(fieldEnd + 1).split('.') : []
    const term: OrderTerm = { field, direction: 'asc' }
    let seenDir = false
    let seenNulls = false
    for (const mod of mods) {
      if ((mod === 'asc' || mod === 'desc') && !seenDir && !seenNulls) {
        term.direction = mod
        seenDir = true
      } else if ((mod === 'nullsfirst' || mod === 'nullslast') && !seenNulls) {
        term.nulls = mod === 'nullsfirst' ? 'first' : 'last'
        seenNulls = true
      } else {
        throw restErrors.queryParam('order', `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`, `"failed to parse order (${input})"`)
      }
    }
    return term
  })
}
