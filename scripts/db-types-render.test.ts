import { describe, expect, it } from 'vitest'
import type { Catalog, CatalogColumn, CatalogFunction } from './db-types-catalog.ts'
import { renderDatabaseTypes } from './db-types-render.ts'

const text = { name: 'text', schema: 'pg_catalog' }
const uuid = { name: 'uuid', schema: 'pg_catalog' }
const int8 = { name: 'int8', schema: 'pg_catalog' }

function column(name: string, type: CatalogColumn['type'], overrides: Partial<CatalogColumn> = {}): CatalogColumn {
  return { name, type, nullable: false, hasDefault: false, identity: null, updatable: true, ...overrides }
}

function fn(name: string, overrides: Partial<CatalogFunction> = {}): CatalogFunction {
  return {
    name,
    args: [],
    returnType: { name: 'json', schema: 'pg_catalog' },
    returnsSet: false,
    returnRelation: null,
    rows: null,
    argumentsText: '',
    resultText: 'json',
    ...overrides,
  }
}

function catalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    schema: 'public',
    tables: [
      {
        name: 'posts',
        columns: [
          column('title', text),
          column('id', int8, { hasDefault: true, identity: 'ALWAYS' }),
          column('search_vector', { name: 'tsvector', schema: 'pg_catalog' }, { hasDefault: true }),
          column('tags', { name: '_text', schema: 'pg_catalog' }, { nullable: true }),
          column('mood', { name: 'mood', schema: 'public' }),
          column('created_at', { name: 'timestamptz', schema: 'pg_catalog' }, { hasDefault: true }),
        ],
        relationships: [],
      },
      {
        name: 'drafts',
        columns: [column('post_id', int8), column('body', text, { nullable: true })],
        relationships: [
          { foreignKeyName: 'drafts_post_id_fkey', columns: ['post_id'], isOneToOne: true, referencedRelation: 'posts', referencedColumns: ['id'] },
        ],
      },
    ],
    views: [],
    functions: [],
    enums: [{ name: 'mood', values: ['calm', 'angry'] }],
    compositeTypes: [],
    foreignEnums: [],
    ...overrides,
  }
}

/** The members of one `name: { … }` block of the output, without indentation. */
function block(output: string, header: string): string[] {
  const lines = output.split('\n')
  const start = lines.findIndex((line) => line.trim() === `${header}: {`)
  if (start < 0) throw new Error(`no block ${header} in:\n${output}`)
  const first = lines.at(start) ?? ''
  const indent = first.length - first.trimStart().length
  const end = lines.findIndex((line, index) => index > start && line.length - line.trimStart().length === indent && line.trim().startsWith('}'))
  return lines.slice(start + 1, end).map((line) => line.trim())
}

describe('renderDatabaseTypes', () => {
  it('gives tables Row, Insert and Update as typegen does, columns by name', async () => {
    const output = await renderDatabaseTypes(catalog())
    const posts = output.slice(output.indexOf('posts: {'))
    expect(block(posts, 'Row')).toEqual([
      'created_at: string',
      'id: number',
      "mood: Database['public']['Enums']['mood']",
      'search_vector: unknown',
      'tags: string[] | null',
      'title: string',
    ])
    // identity ALWAYS cannot be written; a default (a generated column's too) or null makes a column optional.
    expect(block(posts, 'Insert')).toEqual([
      'created_at?: string',
      'id?: never',
      "mood: Database['public']['Enums']['mood']",
      'search_vector?: unknown',
      'tags?: string[] | null',
      'title: string',
    ])
    expect(block(posts, 'Update')).toEqual([
      'created_at?: string',
      'id?: never',
      "mood?: Database['public']['Enums']['mood']",
      'search_vector?: unknown',
      'tags?: string[] | null',
      'title?: string',
    ])
  })

  it('sorts tables by name and writes foreign keys as Relationships', async () => {
    const output = await renderDatabaseTypes(catalog())
    expect(output.indexOf('drafts: {')).toBeLessThan(output.indexOf('posts: {'))
    expect(output).toContain(`Relationships: [
          {
            foreignKeyName: 'drafts_post_id_fkey'
            columns: ['post_id']
            isOneToOne: true
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]`)
  })

  it('types functions: optional defaults, never for no arguments, sets as arrays', async () => {
    const output = await renderDatabaseTypes(
      catalog({
        functions: [
          fn('page', {
            args: [
              { name: 'slug', mode: 'in', type: text, hasDefault: false },
              { name: 'max_rows', mode: 'in', type: { name: 'int4', schema: 'pg_catalog' }, hasDefault: true },
            ],
          }),
          fn('is_admin', { returnType: { name: 'bool', schema: 'pg_catalog' } }),
          fn('tags', { returnType: text, returnsSet: true }),
          fn('touch', { returnType: { name: 'void', schema: 'pg_catalog' } }),
          fn('ids', { returnType: { name: '_uuid', schema: 'pg_catalog' } }),
        ],
      }),
    )
    expect(block(output, 'Functions')).toEqual([
      'ids: { Args: never; Returns: string[] }',
      'is_admin: { Args: never; Returns: boolean }',
      'page: { Args: { max_rows?: number; slug: string }; Returns: Json }',
      'tags: { Args: never; Returns: string[] }',
      'touch: { Args: never; Returns: undefined }',
    ])
  })

  it('gives a function returning rows of a table their columns and SetofOptions', async () => {
    const output = await renderDatabaseTypes(
      catalog({
        functions: [
          fn('drafts_of', {
            args: [{ name: 'post', mode: 'in', type: int8, hasDefault: false }],
            returnType: { name: 'drafts', schema: 'public' },
            returnsSet: true,
            returnRelation: 'drafts',
            rows: 1000,
          }),
          fn('counts', {
            args: [
              { name: 'status', mode: 'table', type: text, hasDefault: false },
              { name: 'n', mode: 'table', type: int8, hasDefault: false },
            ],
            returnType: { name: 'record', schema: 'pg_catalog' },
            returnsSet: true,
          }),
        ],
      }),
    )
    expect(output).toContain(`counts: {
        Args: never
        Returns: {
          n: number
          status: string
        }[]
      }`)
    expect(output).toContain(`drafts_of: {
        Args: { post: number }
        Returns: {
          body: string | null
          post_id: number
        }[]
        SetofOptions: {
          from: '*'
          to: 'drafts'
          isOneToOne: false
          isSetofReturn: true
        }
      }`)
  })

  it('leaves out functions PostgREST cannot call', async () => {
    const output = await renderDatabaseTypes(
      catalog({
        functions: [
          fn('by_number', { args: [{ name: '', mode: 'in', type: int8, hasDefault: false }] }),
          fn('by_body', { args: [{ name: '', mode: 'in', type: { name: 'json', schema: 'pg_catalog' }, hasDefault: false }] }),
        ],
      }),
    )
    expect(block(output, 'Functions')).toEqual(['by_body: { Args: { \'\': Json }; Returns: Json }'])
  })

  it('refuses overloads rather than write a wrong signature', async () => {
    const overloads = [fn('find', { args: [{ name: 'id', mode: 'in', type: uuid, hasDefault: false }] }), fn('find', { args: [{ name: 'slug', mode: 'in', type: text, hasDefault: false }] })]
    await expect(renderDatabaseTypes(catalog({ functions: overloads }))).rejects.toThrow('find: overloaded functions are not supported')
  })

  it('writes enums, composite types, updatable views and the Constants', async () => {
    const output = await renderDatabaseTypes(
      catalog({
        views: [
          {
            name: 'post_titles',
            updatable: true,
            columns: [column('id', int8, { nullable: true, updatable: false }), column('title', text, { nullable: true })],
            relationships: [],
          },
        ],
        compositeTypes: [{ name: 'pair', attributes: [{ name: 'left', type: text }, { name: 'mood', type: { name: 'mood', schema: 'public' } }] }],
      }),
    )
    expect(block(output, 'Enums')).toEqual(["mood: 'calm' | 'angry'"])
    expect(block(output, 'pair')).toEqual(['left: string | null', "mood: Database['public']['Enums']['mood'] | null"])
    const view = output.slice(output.indexOf('post_titles: {'))
    expect(block(view, 'Insert')).toEqual(['id?: never', 'title?: string | null'])
    expect(output).toContain(`export const Constants = {
  public: {
    Enums: {
      mood: ['calm', 'angry'],
    },
  },
} as const`)
  })

  it('writes empty groups and the helper types as typegen does', async () => {
    const output = await renderDatabaseTypes(catalog({ tables: [], enums: [] }))
    for (const group of ['Tables', 'Views', 'Functions', 'Enums', 'CompositeTypes']) {
      expect(block(output, group)).toEqual(['[_ in never]: never'])
    }
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(output).toContain(`export type ${helper}<`)
    }
    expect(output).toMatch(/^export type Json = string \| number \| boolean \| null \| \{ \[key: string\]: Json \| undefined \} \| Json\[\]$/m)
  })
})
