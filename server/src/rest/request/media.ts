/**
 * Content negotiation as PostgREST 14 does it (MediaType.hs, Plan.hs negotiateContent, wai-extra's
 * parseHttpAccept): the Accept list is ordered by q and specificity, and the first type PostgREST
 * can produce decides. The stand-in produces JSON and the singular object; when the deciding type
 * is one PostgREST would produce differently (CSV, GeoJSON, nulls=stripped, a custom media-type
 * handler), the request is refused instead of answered in JSON.
 */
import { capture } from '../../capture.ts'
import { restErrors } from '../error-catalogue.ts'

export type MediaKind =
  | 'json'
  | 'object'
  | 'csv'
  | 'geojson'
  | 'stripped'
  | 'plan'
  | 'openapi'
  | 'text'
  | 'xml'
  | 'octet'
  | 'urlencoded'
  | 'other'

export interface MediaType {
  kind: MediaKind
  /** PostgREST's toMime of the type, used in its error messages. */
  mime: string
}

/** wai-extra parseHttpAccept: spaces dropped, sorted by (q, semicolons − stars), stable. */
export function parseAccept(header: string): string[] {
  const entries = header.split(',').map((raw, index) => {
    const s = raw.replace(/ /g, '')
    const at = s.indexOf(';q=')
    const type = at === -1 ? s : s.slice(0, at)
    const q = at === -1 ? 1 : readQ(s.slice(at + 3))
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0)
    return { type, q, specificity, index }
  })
  entries.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index)
  return entries.map((e) => e.type)
}

/** The number `s` starts with (a following `;param` cannot be part of it), else 1. */
function readQ(s: string): number {
  const m = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(s)
  return m ? Number(m[0]) : 1
}

/** PostgREST's decodeMediaType: main/sub type case-insensitive, `nulls` and `for` parameters. */
export function decodeMediaType(text: string): MediaType {
  const m = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)((?:\s*;\s*[A-Za-z0-9-]+\s*=\s*(?:"[^"]*"|[A-Za-z0-9|-]+))*)/.exec(text)
  if (!m) return { kind: 'other', mime: text }
  const type = `${capture(m, 1).toLowerCase()}/${capture(m, 2).toLowerCase()}`
  const params = new Map<string, string>()
  for (const p of capture(m, 3).matchAll(/;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/g)) {
    params.set(capture(p, 1).toLowerCase(), p[2] ?? capture(p, 3))
  }
  const stripped = params.get('nulls') === 'stripped'
  switch (type) {
    case 'application/json':
      return { kind: 'json', mime: 'application/json' }
    case 'application/geo+json':
      return { kind: 'geojson', mime: 'application/geo+json' }
    case 'text/csv':
      return { kind: 'csv', mime: 'text/csv' }
    case 'text/plain':
      return { kind: 'text', mime: 'text/plain' }
    case 'text/xml':
      return { kind: 'xml', mime: 'text/xml' }
    case 'application/openapi+json':
      return { kind: 'openapi', mime: 'application/openapi+json' }
    case 'application/x-www-form-urlencoded':
      return { kind: 'urlencoded', mime: 'application/x-www-form-urlencoded' }
    case 'application/octet-stream':
      return { kind: 'octet', mime: 'application/octet-stream' }
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return { kind: 'plan', mime: type }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return stripped
        ? { kind: 'stripped', mime: 'application/vnd.pgrst.object+json;nulls=stripped' }
        : { kind: 'object', mime: 'application/vnd.pgrst.object+json' }
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? { kind: 'stripped', mime: 'application/vnd.pgrst.array+json;nulls=stripped' }
        : { kind: 'json', mime: 'application/json' }
    case '*/*':
      return { kind: 'json', mime: '*/*' }
    default:
      return { kind: 'other', mime: text }
  }
}

/** Types PostgREST produces with its built-in handlers but the stand-in does not. */
const BUILTIN_NOT_HERE = new Set<MediaKind>(['csv', 'geojson', 'stripped'])

/**
 * The response format for an Accept header: 'json' or 'object'. `customTypes` are the media-type
 * domains of the database (PostgREST's user-defined handlers), which the stand-in does not run.
 */
export function negotiate(accept: string | undefined, customTypes: ReadonlySet<string>): 'json' | 'object' {
  if (accept === undefined) return 'json'
  const accepted = parseAccept(accept).map(decodeMediaType)
  for (const mt of accepted) {
    if (mt.kind === 'json' || mt.kind === 'object') return mt.kind
    if (BUILTIN_NOT_HERE.has(mt.kind) || customTypes.has(mt.mime.toLowerCase())) {
      throw restErrors.mediaType([mt.mime], true)
    }
  }
  throw restErrors.mediaType(
    accepted.map((mt) => mt.mime),
    false,
  )
}

/**
 * The request body's Content-Type for POST/PATCH (and rpc POST): JSON, or absent (PostgREST's
 * default). Formats PostgREST would parse are refused; others get PostgREST's own PGRST102.
 */
export function checkContentType(header: string | undefined, rpc: boolean): void {
  if (header === undefined) return
  const mt = decodeMediaType(header)
  if (mt.kind === 'json') {
    if (mt.mime === 'application/json') return
    // `*/*` is not a request format PostgREST parses.
    throw restErrors.contentType(mt.mime)
  }
  if (mt.kind === 'csv' || mt.kind === 'urlencoded' || (rpc && (mt.kind === 'text' || mt.kind === 'xml' || mt.kind === 'octet'))) {
    throw restErrors.notImplemented(`A ${mt.mime} request body`)
  }
  throw restErrors.contentType(mt.mime)
}
