import { describe, expect, it } from 'vitest'
import type { Statement } from '../plan/plan.ts'
import { readProbe } from './read-privilege.ts'
import type { ResolvedCondition } from '../plan/resolve.ts'
import type { TableInfo } from '../schema/schema.ts'

const table = (readers?: string[]): TableInfo => ({ schema: 'public', name: 'articles', kind: 'table', columns: new Map(), readers: readers && new Set(readers) })
const idIs: ResolvedCondition = { type: 'filter', column: 'id', op: 'eq', negate: false, value: { kind: 'scalar', value: 'not-a-uuid' } }
const read = (t: TableInfo, filters: ResolvedCondition[] = []): Statement => ({
  kind: 'read',
  table: t,
  query: { select: [], filters, order: [] },
  options: { count: false, single: false },
})

describe('readProbe', () => {
  it('sends a role that may read nothing of the table a reduced read: the relation and its filters, folded away', () => {
    expect(readProbe(read(table(['authenticated']), [idIs]), 'anon')).toEqual({
      sql: 'SELECT 1 FROM "public"."articles" t0 WHERE false AND t0."id" = $1',
      params: ['not-a-uuid'],
    })
  })

  it('leaves out what always parses: like and ilike on the column as text', () => {
    const ilike: ResolvedCondition = { type: 'filter', column: 'content', op: 'ilike', negate: false, value: { kind: 'scalar', value: '%e%' } }
    const or: ResolvedCondition = { type: 'logic', op: 'or', negate: false, children: [ilike, ilike, idIs] }
    expect(readProbe(read(table([]), [ilike, { ...or, children: [ilike, ilike] }, or]), 'anon')).toEqual({
      sql: 'SELECT 1 FROM "public"."articles" t0 WHERE false AND (t0."id" = $1)',
      params: ['not-a-uuid'],
    })
  })

  it('sends a reader, a table whose readers are unknown, and writes straight on', () => {
    expect(readProbe(read(table(['anon'])), 'anon')).toBeNull()
    expect(readProbe(read(table()), 'anon')).toBeNull()
    expect(readProbe({ kind: 'delete', table: table([]), filters: [idIs], select: [], options: { returning: false, single: false } }, 'anon')).toBeNull()
  })
})
