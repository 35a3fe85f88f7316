/**
 * The third step of the REST pipeline: a plan's statement, every name in it already resolved,
 * rendered as parameterised SQL (sql.ts, rpc-sql.ts). Nothing is looked up or checked here.
 */
import type { Statement } from '../plan/plan.ts'
import { buildRpc } from './rpc-sql.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, type SqlPlan } from './sql.ts'

export function statementSql(statement: Statement): SqlPlan {
  switch (statement.kind) {
    case 'read':
      return buildRead(statement.table, statement.query, statement.options)
    case 'insert':
      return buildInsert(statement.table, statement.select, statement.options)
    case 'update':
      return buildUpdate(statement.table, statement.filters, statement.select, statement.options)
    case 'delete':
      return buildDelete(statement.table, statement.filters, statement.select, statement.options)
    case 'rpc':
      return buildRpc(statement.fn, statement.call, statement.result, statement.options)
  }
}
