import { functionInfo as fn } from './function-info-fixture.ts'
import type { SchemaCache, TableInfo } from './schema.ts'

/** A table (or view) as the schema cache holds it, for unit tests: columns without defaults. */
export function tableInfo(name: string, cols: string[], kind: TableInfo['kind'] = 'table'): TableInfo {
  return { schema: 'public', name, kind, columns: new Map(cols.map((c) => [c, { name: c, defaultExpr: null }])) }
}

export const articles = tableInfo('articles', ['id', 'slug', 'title', 'publish_date', 'data'])
export const comments = tableInfo('comments', ['id', 'article_id', 'status'])

/** A small schema cache: articles, their comments, and functions covering PostgREST's overload rules. */
export const schemaCache: SchemaCache = {
  schema: 'public',
  tables: new Map([
    ['articles', articles],
    ['comments', comments],
  ]),
  foreignKeys: [
    { constraint: 'comments_article_id_fkey', table: 'comments', columns: ['article_id'], refTable: 'articles', refColumns: ['id'], unique: false },
  ],
  functions: new Map([
    ['search', [fn('search', [['q', 'text']], { returnsSet: true, returnType: 'articles', returnColumns: ['id', 'slug', 'title', 'publish_date', 'data'] })]],
    ['is_admin', [fn('is_admin', [], { returnType: 'boolean' })]],
    ['twice', [fn('twice', [['a', 'integer']]), fn('twice', [['a', 'text']])]],
    ['opt', [fn('opt', [['a', 'integer'], ['b', 'integer', true]]), fn('opt', [['a', 'integer'], ['c', 'integer', true]])]],
    ['whole', [fn('whole', [['', 'jsonb']])]],
    ['many', [fn('many', [['xs', 'integer[]']], { variadic: true })]],
    ['full_title', [fn('full_title', [['', 'articles']], { returnType: 'text' })]],
    ['touch', [fn('touch', [], { returnsVoid: true, returnType: 'void', volatility: 'v' })]],
  ]),
  mediaTypes: new Set(),
  loadedAt: 0,
}
