/**
 * The third step of the REST pipeline: a plan's statement as parameterised SQL (sql.ts, rpc.ts),
 * its names checked against the schema cache as the SQL is written.
 */
import type { Statement } from './plan.ts'
import { buildRpc } from './rpc.ts'
import type { SchemaCache } from './schema.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, type SqlPlan } from './sql.ts'

export function statementSql(statement: Statement, cache: SchemaCache): SqlPlan {
  switch (statement.kind) {
    case 'read':
      return buildRead(cache, statement.table, statement.query, statement.options)
    case 'insert':
      return buildInsert(cache, statement.table, statement.query, statement.options)
    case 'update':
      return buildUpdate(cache, statement.table, statement.query, statement.options)
    case 'delete':
      return buildDelete(cache, statement.table, statement.query, statement.options)
    case 'rpc':
      return buildRpc(cache, statement.fn, statement.input, statement.query, statement.options)
  }
}
