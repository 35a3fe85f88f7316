import { describe, expect, it } from 'vitest'
import { RestError } from './errors.ts'
import { MAX_NESTING, parseField, splitTopLevel, unquote } from './parse-field.ts'
import { parseFilterParam, parseList, parseLogicParam, type Filter, type LogicTree } from './parse-filter.ts'
import { parseOrder } from './parse-order.ts'
import { parsePrefer } from './parse-prefer.ts'
import { parseColumnList, parseQuery } from './parse-query.ts'
import { parseSelect } from './parse-select.ts'

function pgrst100(fn: () => unknown) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RestError)
    expect((error as RestError).code).toBe('PGRST100')
    expect((error as RestError).status).toBe(400)
    return
  }
  throw new Error('expected a PGRST100 parse error')
}

describe('parseField', () => {
  it('reads plain, quoted and JSON-path fields', () => {
    expect(parseField('title')).toEqual({ name: 'title', json: [] })
    expect(parseField('"my col"')).toEqual({ name: 'my col', json: [] })
    expect(parseField('data->a->>b')).toEqual({
      name: 'data',
      json: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    })
    expect(parseField('tags->0')).toEqual({ name: 'tags', json: [{ arrow: '->', key: '0' }] })
  })

  it('refuses names that carry SQL', () => {
    pgrst100(() => parseField('id;drop'))
    pgrst100(() => parseField('id); drop table articles;--'))
    pgrst100(() => parseField("title'"))
    pgrst100(() => parseField('a.b'))
    pgrst100(() => parseField(''))
    pgrst100(() => parseField('"unterminated'))
    pgrst100(() => parseField('x'.repeat(64)))
  })

  it('keeps quoted names literal (they are validated against the schema later)', () => {
    expect(parseField('"id;drop"').name).toBe('id;drop')
    expect(parseField('"a\\"b"').name).toBe('a"b')
  })
})

describe('splitTopLevel / unquote', () => {
  it('splits on commas outside quotes and parentheses', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",g')).toEqual(['a', 'b(c,d)', '"e,f"', 'g'])
    expect(splitTopLevel('"a\\",b",c')).toEqual(['"a\\",b"', 'c'])
  })
  it('rejects unbalanced input', () => {
    pgrst100(() => splitTopLevel('a,(b'))
    pgrst100(() => splitTopLevel('a),b'))
    pgrst100(() => splitTopLevel('"a,b'))
  })
  it('unquotes with escapes', () => {
    expect(unquote('"a,b"')).toBe('a,b')
    expect(unquote('"say \\"hi\\""')).toBe('say "hi"')
    expect(unquote('plain')).toBe('plain')
  })
})

describe('parseFilterParam', () => {
  const f = (k: string, v: string) => parseFilterParam(k, v)

  it('parses every comparison operator with the value verbatim', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'match', 'imatch', 'isdistinct', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']) {
      const parsed = f('col', `${op}.v`)
      expect(parsed.op).toBe(op)
      expect(parsed.value).toEqual({ kind: 'scalar', value: 'v' })
      expect(parsed.negate).toBe(false)
    }
  })

  it('takes everything after the operator as the value, dots included', () => {
    expect(f('slug', 'eq.a.b.c').value).toEqual({ kind: 'scalar', value: 'a.b.c' })
    expect(f('title', 'eq.').value).toEqual({ kind: 'scalar', value: '' })
    expect(f('title', 'eq."quoted"').value).toEqual({ kind: 'scalar', value: '"quoted"' })
  })

  it('keeps SQL in values as plain data', () => {
    const parsed = f('title', "eq.x'; drop table articles;--")
    expect(parsed.value).toEqual({ kind: 'scalar', value: "x'; drop table articles;--" })
  })

  it('turns * into % for like and ilike', () => {
    expect(f('title', 'like.*Hello*').value).toEqual({ kind: 'scalar', value: '%Hello%' })
    expect(f('title', 'ilike.%he%').value).toEqual({ kind: 'scalar', value: '%he%' })
  })

  it('negates with not.', () => {
    const parsed = f('published_at', 'not.is.null')
    expect(parsed).toMatchObject({ negate: true, op: 'is', value: { kind: 'is', value: 'null' } })
  })

  it('parses is values case-insensitively and rejects others', () => {
    for (const v of ['null', 'NULL', 'true', 'False', 'unknown', 'not_null']) {
      expect(f('x', `is.${v}`).value).toEqual({ kind: 'is', value: v.toLowerCase() })
    }
    pgrst100(() => f('x', 'is.maybe'))
    pgrst100(() => f('x', "is.null; drop table x"))
  })

  it('parses in lists with quotes', () => {
    expect(f('tag', 'in.(a,"b,c",d)').value).toEqual({ kind: 'list', values: ['a', 'b,c', 'd'] })
    expect(f('id', 'in.()').value).toEqual({ kind: 'list', values: [] })
    expect(f('id', 'not.in.(1,2)')).toMatchObject({ negate: true, value: { kind: 'list', values: ['1', '2'] } })
    pgrst100(() => f('id', 'in.1,2'))
    expect(parseList('("a)b",c)')).toEqual(['a)b', 'c'])
  })

  it('parses any/all quantifiers and fts configs', () => {
    expect(f('title', 'like(any).{a*,*b}')).toMatchObject({ quantifier: 'any', value: { kind: 'list', values: ['a%', '%b'] } })
    expect(f('n', 'eq(all).{1,2}')).toMatchObject({ quantifier: 'all', value: { kind: 'list', values: ['1', '2'] } })
    expect(f('body', 'wfts(english).cat dog')).toMatchObject({ op: 'wfts', ftsConfig: 'english', value: { kind: 'scalar', value: 'cat dog' } })
    pgrst100(() => f('body', "fts(english'; drop).x"))
    pgrst100(() => f('n', 'in(any).{1}'))
  })

  it('rejects unknown operators and missing dots', () => {
    pgrst100(() => f('x', 'equals.1'))
    pgrst100(() => f('x', 'eq'))
    pgrst100(() => f('x', '1'))
    pgrst100(() => f('x', 'EQ.1'))
    pgrst100(() => f('x;drop', 'eq.1'))
  })

  it('accepts JSON-path keys', () => {
    expect(f('data->>name', 'eq.x').field).toEqual({ name: 'data', json: [{ arrow: '->>', key: 'name' }] })
  })
})

describe('parseLogicParam', () => {
  it('parses a flat or', () => {
    const tree = parseLogicParam('or', '(title.ilike.%a%,excerpt.ilike.%a%)')
    expect(tree.op).toBe('or')
    expect(tree.children).toHaveLength(2)
    expect((tree.children[0] as Filter).field.name).toBe('title')
    expect((tree.children[1] as Filter).value).toEqual({ kind: 'scalar', value: '%a%' })
  })

  it('parses nesting, negation and quoted values', () => {
    const tree = parseLogicParam('or', '(status.eq.pub,and(author_id.eq.u1,status.eq.draft),not.and(a.gt.1,b.lt.2),title.eq."x,y")')
    expect(tree.children).toHaveLength(4)
    const and = tree.children[1] as LogicTree
    expect(and).toMatchObject({ type: 'logic', op: 'and', negate: false })
    expect(and.children).toHaveLength(2)
    expect(tree.children[2]).toMatchObject({ type: 'logic', op: 'and', negate: true })
    expect((tree.children[3] as Filter).value).toEqual({ kind: 'scalar', value: 'x,y' })
  })

  it('supports not.or at the top and in lists inside', () => {
    const tree = parseLogicParam('not.or', '(id.in.(1,2),title.is.null)')
    expect(tree.negate).toBe(true)
    expect((tree.children[0] as Filter).value).toEqual({ kind: 'list', values: ['1', '2'] })
  })

  it('refuses malformed trees and injected fields', () => {
    pgrst100(() => parseLogicParam('or', 'title.eq.a,b.eq.c'))
    pgrst100(() => parseLogicParam('or', '(title.eq.a'))
    pgrst100(() => parseLogicParam('or', '(title.eq.a,)'))
    pgrst100(() => parseLogicParam('or', '(title)'))
    pgrst100(() => parseLogicParam('or', '(id;drop.eq.1)'))
    pgrst100(() => parseLogicParam('or', "(title.eq.x'),title.eq.\");drop table articles;--)"))
    pgrst100(() => parseLogicParam('xor', '(a.eq.1)'))
  })

  it('refuses nesting deeper than MAX_NESTING with a 400, not a blown stack', () => {
    const nested = (n: number) => `(${'and('.repeat(n)}id.eq.1${')'.repeat(n)})`
    expect(() => parseLogicParam('or', nested(MAX_NESTING - 1))).not.toThrow()
    pgrst100(() => parseLogicParam('or', nested(MAX_NESTING)))
    pgrst100(() => parseLogicParam('or', nested(3000)))
  })
})

describe('parseSelect', () => {
  it('defaults to *', () => {
    expect(parseSelect(undefined)).toEqual([{ type: 'star' }])
    expect(parseSelect('')).toEqual([{ type: 'star' }])
  })

  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id, title ,author:author_name,views::text,data->>a')).toEqual([
      { type: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { type: 'column', field: { name: 'title', json: [] }, alias: undefined, cast: undefined },
      { type: 'column', field: { name: 'author_name', json: [] }, alias: 'author', cast: undefined },
      { type: 'column', field: { name: 'views', json: [] }, alias: undefined, cast: 'text' },
      { type: 'column', field: { name: 'data', json: [{ arrow: '->>', key: 'a' }] }, alias: undefined, cast: undefined },
    ])
  })

  it('parses embeds with alias, hint, inner and count', () => {
    expect(parseSelect('id,articles(title,slug)')[1]).toMatchObject({
      type: 'embed',
      relation: 'articles',
      count: false,
      select: [{ type: 'column' }, { type: 'column' }],
    })
    expect(parseSelect('post:articles!comments_article_id_fkey!inner(*)')[0]).toMatchObject({
      type: 'embed',
      relation: 'articles',
      alias: 'post',
      hint: 'comments_article_id_fkey',
      joinType: 'inner',
      select: [{ type: 'star' }],
    })
    expect(parseSelect('comments(count)')[0]).toMatchObject({ type: 'embed', count: true })
    expect(parseSelect('a(b(c(d)))')[0]).toMatchObject({ select: [{ select: [{ select: [{ type: 'column' }] }] }] })
  })

  it('refuses SQL and unsupported syntax', () => {
    pgrst100(() => parseSelect('id,title;drop table articles'))
    pgrst100(() => parseSelect('id::text);drop table x;--'))
    pgrst100(() => parseSelect('id::regclass'))
    pgrst100(() => parseSelect('count(*)'.replace('*', '*);drop')))
    pgrst100(() => parseSelect('comments(id;drop)'))
    pgrst100(() => parseSelect('a(b'))
    pgrst100(() => parseSelect('a,,b'))
    pgrst100(() => parseSelect('...articles(title)'))
    pgrst100(() => parseSelect("articles!x'y(title)"))
  })

  it('refuses embeds nested deeper than MAX_NESTING with a 400, not a blown stack', () => {
    const nested = (n: number) => `${'c('.repeat(n)}id${')'.repeat(n)}`
    expect(() => parseSelect(nested(MAX_NESTING))).not.toThrow()
    pgrst100(() => parseSelect(nested(MAX_NESTING + 1)))
    pgrst100(() => parseSelect(nested(3000)))
  })
})

describe('parseOrder', () => {
  it('parses directions and null placement', () => {
    expect(parseOrder('publish_date.desc.nullslast,id')).toEqual([
      { field: { name: 'publish_date', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id', json: [] }, direction: 'asc' },
    ])
    expect(parseOrder('a.asc.nullsfirst')[0]).toEqual({ field: { name: 'a', json: [] }, direction: 'asc', nulls: 'first' })
    expect(parseOrder('a.nullsfirst')[0]).toMatchObject({ direction: 'asc', nulls: 'first' })
    expect(parseOrder('data->>k.desc')[0]).toMatchObject({ field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] }, direction: 'desc' })
  })

  it('refuses anything else', () => {
    pgrst100(() => parseOrder('title;drop table articles'))
    pgrst100(() => parseOrder('title.desc;drop table articles'))
    pgrst100(() => parseOrder('title.sideways'))
    pgrst100(() => parseOrder('title.desc.asc'))
    pgrst100(() => parseOrder('(select 1)'))
    pgrst100(() => parseOrder(''))
  })
})

describe('parsePrefer', () => {
  it('reads return, count, resolution, missing, tx', () => {
    const p = parsePrefer('return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback')
    expect(p).toMatchObject({ return: 'representation', count: 'exact', resolution: 'merge-duplicates', missing: 'default', tx: 'rollback' })
    expect(p.invalid).toEqual([])
  })
  it('collects unknown tokens', () => {
    const p = parsePrefer('return=everything, handling=strict, max-affected=5')
    expect(p.return).toBeUndefined()
    expect(p.invalid).toEqual(['return=everything'])
    expect(p.handling).toBe('strict')
    expect(p.maxAffected).toBe(5)
  })
  it('handles absence', () => {
    expect(parsePrefer(undefined)).toEqual({ applied: [], invalid: [] })
  })
  it('treats names of Object.prototype members as unknown tokens, not as preferences', () => {
    const p = parsePrefer('constructor=x, __proto__=y, toString=z, hasOwnProperty, return=minimal')
    expect(p.invalid).toEqual(['constructor=x', '__proto__=y', 'toString=z', 'hasOwnProperty'])
    expect(p.return).toBe('minimal')
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype)
  })
})

describe('parseQuery', () => {
  it('sorts params into select, levels, columns and on_conflict', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,comments(id)&order=publish_date.desc&limit=10&offset=20&slug=eq.x&or=(a.eq.1,b.eq.2)&comments.order=created_at.desc&comments.limit=3&comments.status=eq.approved&not.and=(c.eq.1,d.eq.2)&columns="title","body"&on_conflict=slug&apikey=abc',
      ),
    )
    expect(q.hasSelect).toBe(true)
    expect(q.columns).toEqual(['title', 'body'])
    expect(q.onConflict).toEqual(['slug'])
    const root = q.levels.get('')!
    expect(root.limit).toBe(10)
    expect(root.offset).toBe(20)
    expect(root.order).toHaveLength(1)
    expect(root.filters.map((f) => f.type)).toEqual(['filter', 'logic', 'logic'])
    expect((root.filters[2] as LogicTree).negate).toBe(true)
    const comments = q.levels.get('comments')!
    expect(comments.limit).toBe(3)
    expect(comments.filters).toHaveLength(1)
  })

  it('decodes + as a space (form encoding)', () => {
    const q = parseQuery(new URLSearchParams('title=eq.hello+world'))
    expect((q.levels.get('')!.filters[0] as Filter).value).toEqual({ kind: 'scalar', value: 'hello world' })
  })

  it('routes rpc arguments away from filters', () => {
    const q = parseQuery(new URLSearchParams('q=hello&limit=5&title=eq.x'), (k) => k === 'q')
    expect(q.args.get('q')).toBe('hello')
    expect(q.levels.get('')!.filters).toHaveLength(1)
  })

  it('refuses bad limits and column lists', () => {
    pgrst100(() => parseQuery(new URLSearchParams('limit=-1')))
    pgrst100(() => parseQuery(new URLSearchParams('limit=1;drop')))
    pgrst100(() => parseQuery(new URLSearchParams('offset=abc')))
    pgrst100(() => parseColumnList('"a",b;drop', 'columns'))
    pgrst100(() => parseQuery(new URLSearchParams('id;drop=eq.1')))
  })
})
