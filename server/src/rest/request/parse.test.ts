import { describe, expect, it } from 'vitest'
import { RestError } from '../errors.ts'
import { MAX_NESTING, parseField, splitTopLevel, unquote } from './parse-field.ts'
import { parseFilterExpression, parseList, parseLogicParam, type Filter, type LogicTree } from './parse-filter.ts'
import { parseOrder } from './parse-order.ts'
import { appliedPreferences, parsePrefer } from './parse-prefer.ts'
import { parseColumnList, parseQuery } from './parse-query.ts'
import { parseSelect } from './parse-select.ts'

function code(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RestError)
    expect((error as RestError).status).toBe(400)
    return (error as RestError).code
  }
  throw new Error('expected a RestError')
}

const pgrst100 = (fn: () => unknown) => expect(code(fn)).toBe('PGRST100')
/** PostgREST syntax the stand-in refuses: 400 PGRST127 "Feature not implemented". */
const refused = (fn: () => unknown) => expect(code(fn)).toBe('PGRST127')

describe('parseField', () => {
  it('reads plain and quoted names', () => {
    expect(parseField('title')).toBe('title')
    expect(parseField('"my col"')).toBe('my col')
  })

  it('refuses JSON paths as not implemented', () => {
    refused(() => parseField('data->a->>b'))
    refused(() => parseField('tags->0'))
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
    expect(parseField('"id;drop"')).toBe('id;drop')
    expect(parseField('"a\\"b"')).toBe('a"b')
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

describe('parseFilterExpression', () => {
  const f = (k: string, v: string) => parseFilterExpression(parseField(k), v)

  it('parses every implemented comparison with the value verbatim', () => {
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte']) {
      const parsed = f('col', `${op}.v`)
      expect(parsed.op).toBe(op)
      expect(parsed.value).toEqual({ kind: 'scalar', value: 'v' })
      expect(parsed.negate).toBe(false)
    }
  })

  it('refuses the PostgREST operators and modifiers it does not implement', () => {
    for (const op of ['match', 'imatch', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']) {
      refused(() => f('col', `${op}.v`))
    }
    refused(() => f('title', 'like(any).{a*,*b}'))
    refused(() => f('n', 'eq(all).{1,2}'))
    refused(() => f('body', 'wfts(english).cat dog'))
    pgrst100(() => f('n', 'in(other).{1}'))
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

  it('rejects unknown operators and missing dots', () => {
    pgrst100(() => f('x', 'equals.1'))
    pgrst100(() => f('x', 'eq'))
    pgrst100(() => f('x', '1'))
    pgrst100(() => f('x', 'EQ.1'))
    pgrst100(() => f('x;drop', 'eq.1'))
  })
})

describe('parseLogicParam', () => {
  it('parses a flat or', () => {
    const tree = parseLogicParam('or', '(title.ilike.%a%,excerpt.ilike.%a%)')
    expect(tree.op).toBe('or')
    expect(tree.children).toHaveLength(2)
    expect((tree.children[0] as Filter).field).toBe('title')
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

  it('parses columns and aliases', () => {
    expect(parseSelect('id, title ,author:author_name')).toEqual([
      { type: 'column', field: 'id', alias: undefined },
      { type: 'column', field: 'title', alias: undefined },
      { type: 'column', field: 'author_name', alias: 'author' },
    ])
  })

  it('parses embeds with an alias, and rel(count)', () => {
    expect(parseSelect('id,articles(title,slug)')[1]).toMatchObject({
      type: 'embed',
      relation: 'articles',
      count: false,
      select: [{ type: 'column' }, { type: 'column' }],
    })
    expect(parseSelect('post:articles(*)')[0]).toMatchObject({ type: 'embed', relation: 'articles', alias: 'post', select: [{ type: 'star' }] })
    expect(parseSelect('comments(count)')[0]).toMatchObject({ type: 'embed', count: true })
    expect(parseSelect('a(b(c(d)))')[0]).toMatchObject({ select: [{ select: [{ select: [{ type: 'column' }] }] }] })
  })

  it('refuses casts, JSON paths, hints, join types and spreads as not implemented', () => {
    refused(() => parseSelect('views::text'))
    refused(() => parseSelect('data->>a'))
    refused(() => parseSelect('post:articles!comments_article_id_fkey(*)'))
    refused(() => parseSelect('articles!inner(title)'))
    refused(() => parseSelect('...articles(title)'))
  })

  it('answers aggregates as PostgREST does with db-aggregates-enabled off (PGRST123)', () => {
    for (const s of ['count()', 'n:count()', 'id.count()', 'views.sum()', 'views.avg()::int', 'comments(id.max())']) {
      expect(code(() => parseSelect(s)), s).toBe('PGRST123')
    }
  })

  it('refuses SQL and malformed syntax', () => {
    pgrst100(() => parseSelect('id,title;drop table articles'))
    pgrst100(() => parseSelect('id::text);drop table x;--'))
    pgrst100(() => parseSelect('title;drop::text'))
    pgrst100(() => parseSelect('count(*)'.replace('*', '*);drop')))
    pgrst100(() => parseSelect('comments(id;drop)'))
    pgrst100(() => parseSelect('a(b'))
    pgrst100(() => parseSelect('a,,b'))
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
      { field: 'publish_date', direction: 'desc', nulls: 'last' },
      { field: 'id', direction: 'asc' },
    ])
    expect(parseOrder('a.asc.nullsfirst')[0]).toEqual({ field: 'a', direction: 'asc', nulls: 'first' })
    expect(parseOrder('a.nullsfirst')[0]).toMatchObject({ direction: 'asc', nulls: 'first' })
  })

  it('refuses JSON paths and related orders as not implemented', () => {
    refused(() => parseOrder('data->>k.desc'))
    refused(() => parseOrder('clients(name).desc'))
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
  it('reads return, count, resolution, missing, tx, handling and max-affected', () => {
    const p = parsePrefer('return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback, handling=strict, max-affected=5')
    expect(p).toMatchObject({ return: 'representation', count: 'exact', resolution: 'merge-duplicates', missing: 'default', tx: 'rollback', handling: 'strict', maxAffected: 5 })
    expect(p.invalid).toEqual([])
  })

  it('takes the first valid value of a preference and collects unknown tokens', () => {
    const p = parsePrefer('return=everything, return=minimal, return=representation, timezone=Mars/Base')
    expect(p.return).toBe('minimal')
    expect(p.timezone).toBe('Mars/Base')
    expect(p.invalid).toEqual(['return=everything'])
  })

  it('accepts max-affected with any value but keeps only integers', () => {
    expect(parsePrefer('max-affected=abc')).toEqual({ invalid: [] })
    expect(parsePrefer('max-affected=-1').maxAffected).toBe(-1)
  })

  it('handles absence', () => {
    expect(parsePrefer(undefined)).toEqual({ invalid: [] })
  })

  it('treats names of Object.prototype members as unknown tokens, not as preferences', () => {
    const p = parsePrefer('constructor=x, __proto__=y, toString=z, hasOwnProperty, return=minimal')
    expect(p.invalid).toEqual(['constructor=x', '__proto__=y', 'toString=z', 'hasOwnProperty'])
    expect(p.return).toBe('minimal')
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype)
  })
})

describe('appliedPreferences', () => {
  const all = parsePrefer('tx=rollback, max-affected=3, handling=strict, count=exact, return=representation, missing=default, resolution=ignore-duplicates')

  it("lists what applies, in PostgREST's order, never tx", () => {
    expect(appliedPreferences(all, 'insert')).toBe('resolution=ignore-duplicates, missing=default, return=representation, count=exact, handling=strict')
    expect(appliedPreferences(all, 'update')).toBe('missing=default, return=representation, count=exact, handling=strict, max-affected=3')
    expect(appliedPreferences(all, 'delete')).toBe('return=representation, count=exact, handling=strict, max-affected=3')
    expect(appliedPreferences(all, 'read')).toBe('count=exact, handling=strict')
    expect(appliedPreferences(all, 'rpc')).toBe('count=exact, handling=strict, max-affected=3')
  })

  it('leaves max-affected out without handling=strict, and the header out when nothing applies', () => {
    expect(appliedPreferences(parsePrefer('max-affected=3'), 'delete')).toBeNull()
    expect(appliedPreferences(parsePrefer('tx=commit'), 'insert')).toBeNull()
  })
})

describe('parseQuery', () => {
  it('sorts params into select, columns, filters, order and paging', () => {
    const q = parseQuery(
      new URLSearchParams('select=id,comments(id)&order=publish_date.desc&limit=10&offset=20&slug=eq.x&or=(a.eq.1,b.eq.2)&not.and=(c.eq.1,d.eq.2)&columns="title","body"&on_conflict=slug&apikey=abc'),
    )
    expect(q.hasSelect).toBe(true)
    expect(q.columns).toEqual(['title', 'body'])
    expect(q.limit).toBe(10)
    expect(q.offset).toBe(20)
    expect(q.order).toHaveLength(1)
    expect(q.filters.map((f) => f.type)).toEqual(['filter', 'logic', 'logic'])
    expect((q.filters[2] as LogicTree).negate).toBe(true)
  })

  it('refuses params on embedded resources, and names PGRST108 when the path is no embed', () => {
    for (const p of ['comments.order=created_at.desc', 'comments.limit=3', 'comments.offset=1', 'comments.status=eq.approved', 'comments.or=(id.eq.1)', 'c.status=eq.x']) {
      refused(() => parseQuery(new URLSearchParams(`select=id,c:comments(id)&${p}`)))
    }
    const e = (() => {
      try {
        parseQuery(new URLSearchParams('select=id&comments.limit=3'))
      } catch (error) {
        return error as RestError
      }
    })()
    expect(e?.body()).toEqual({
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'comments' is included in the 'select' query parameter.",
    })
    refused(() => parseQuery(new URLSearchParams('select=id,comments(id)&comments=not.is.null')))
  })

  it('decodes + as a space (form encoding)', () => {
    const q = parseQuery(new URLSearchParams('title=eq.hello+world'))
    expect((q.filters[0] as Filter).value).toEqual({ kind: 'scalar', value: 'hello world' })
  })

  it('for rpc reads, takes params whose value is no filter expression as arguments', () => {
    const q = parseQuery(new URLSearchParams('q=hello&limit=5&title=eq.x&n=in.(1'), true)
    expect([...q.args]).toEqual([
      ['q', 'hello'],
      ['n', 'in.(1'],
    ])
    expect(q.filters).toHaveLength(1)
    pgrst100(() => parseQuery(new URLSearchParams('a;b=1'), true))
  })

  it('refuses bad limits and column lists', () => {
    pgrst100(() => parseQuery(new URLSearchParams('limit=-1')))
    pgrst100(() => parseQuery(new URLSearchParams('limit=1;drop')))
    pgrst100(() => parseQuery(new URLSearchParams('offset=abc')))
    pgrst100(() => parseQuery(new URLSearchParams('on_conflict=a;b')))
    pgrst100(() => parseColumnList('"a",b;drop', 'columns'))
    pgrst100(() => parseQuery(new URLSearchParams('id;drop=eq.1')))
  })
})
