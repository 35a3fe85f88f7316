/**
 * Every error the REST API answers with, one named constructor per code, worded and given the
 * HTTP status as PostgREST's Error.hs does (PGRST0xx connection, 1xx request, 2xx schema cache,
 * 3xx JWT), plus the few PostgreSQL errors the stand-in raises itself because it checks before
 * PostgreSQL would. Nothing else in the REST API builds a RestError.
 */
import { DbUnavailableError, isConnectionFailure } from '../db/availability.ts'
import { isPgError, RestError, statusForSqlState } from './errors.ts'

/** One relationship PGRST201 lists: the foreign key, and the columns it pairs on either side. */
export interface RelationshipCandidate {
  cardinality: string
  constraint: string
  from: string
  fromColumns: string[]
  target: string
  targetColumns: string[]
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`

export const restErrors = {
  // PGRST0xx: the database cannot be used.

  /** 503 PGRST000: no connection to the database. */
  connection: (detail: string | null) => new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.', detail),
  /** 503 PGRST001: the connection broke under the request. */
  client: (detail: string | null) => new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', detail),
  /** 504 PGRST003: no free pool connection in time. */
  poolTimeout: () => new RestError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.'),
  /**
   * 500 for a fault of the stand-in itself. PostgREST has no such answer (it would crash or
   * answer PGRSTX00); the code is PGRST000 so that clients treat it as the server's fault, and
   * the message never carries the fault's own text.
   */
  internal: () => new RestError(500, 'PGRST000', 'Internal server error'),

  // PGRST1xx: the request.

  /** 400 PGRST100: the query string does not parse. */
  queryParam: (what: string, details: string, message?: string) => new RestError(400, 'PGRST100', message ?? `"failed to parse ${what}"`, details),
  /** 400 PGRST100 for a name no identifier can have (the parser refuses these first). */
  invalidIdentifier: () => new RestError(400, 'PGRST100', 'invalid identifier'),
  /** 405 PGRST101: /rpc/ takes GET, HEAD and POST only. */
  rpcMethod: (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`),
  /** 400 PGRST102: a body that is not JSON, or not an object or array of objects. */
  invalidJson: () => new RestError(400, 'PGRST102', 'Empty or invalid json'),
  /** 400 PGRST102: the objects of a bulk insert without `columns` have different keys. */
  keysMismatch: () => new RestError(400, 'PGRST102', 'All object keys must match'),
  /** 400 PGRST102: a request body of a media type PostgREST does not read. */
  contentType: (mime: string) => new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`),
  /** 416 PGRST103: a Range header whose upper boundary is below its lower one. */
  rangeBounds: () =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'),
  /** 416 PGRST103: an offset past the counted rows, with the total in Content-Range. */
  rangeOffset: (offset: number, total: number) =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, {
      'Content-Range': `*/${total}`,
    }),
  /** 406 PGRST106: Accept-Profile or Content-Profile names a schema that is not exposed. */
  invalidSchema: (schema: string, exposed: string[]) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`),
  /** 406 PGRST107, with what the stand-in produces in the details when PostgREST would produce the type. */
  mediaType: (accepted: string[], standIn: boolean) =>
    new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${accepted.join(', ')}`,
      standIn ? 'The local stand-in produces only application/json and application/vnd.pgrst.object+json' : null,
    ),
  /** 400 PGRST108: an embedded parameter (`x.order=…`) names no embed of the select list. */
  notEmbedded: (resource: string) =>
    new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, null, `Verify that '${resource}' is included in the 'select' query parameter.`),
  /** 406 PGRST116: one object was asked for (Accept or a singular write), `rows` were found. */
  singular: (rows: number) => new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  /** 405 PGRST117 */
  unsupportedMethod: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  /** 400 PGRST122: Prefer: handling=strict with preferences PostgREST does not know. */
  invalidPreferences: (invalid: string[]) =>
    new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`),
  /** 400 PGRST123: aggregates are off on Supabase (db-aggregates-enabled). */
  aggregates: () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  /** 400 PGRST124: more rows than a strict max-affected allows; the transaction rolls back. */
  maxAffected: (affected: number) =>
    new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`),
  /** 404 PGRST125: a path that is neither `/<table>` nor `/rpc/<function>`. */
  invalidPath: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  /**
   * 400 PGRST127, PostgREST's own "Feature not implemented", for everything PostgREST 14 would
   * answer but this stand-in does not: the request is refused, never answered differently.
   */
  notImplemented: (feature: string) => new RestError(400, 'PGRST127', 'Feature not implemented', `${feature} is not implemented by the local stand-in`),
  /** 400 PGRST128: a strict max-affected on a function that does not return a set. */
  maxAffectedRpc: () => new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'),

  // PGRST2xx: names the schema cache does not hold.

  /** 400 PGRST200: no foreign key joins the two. */
  noRelationship: (schema: string, from: string, relation: string) =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${from}' and '${relation}' in the schema '${schema}', but no matches were found.`,
    ),
  /** 300 PGRST201: several foreign keys join the two (details one readable line, not PostgREST's JSON array). */
  ambiguousRelationship: (from: string, relation: string, candidates: RelationshipCandidate[]) =>
    new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from}' and '${relation}'`,
      candidates
        .map((c) => `${c.cardinality}: ${c.constraint} using ${c.from}${columnList(c.fromColumns)} and ${c.target}${columnList(c.targetColumns)}`)
        .join('; '),
      `Try changing '${relation}' to one of the following: ${candidates.map((c) => `'${c.target}!${c.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    ),
  /** 404 PGRST202: no callable function of that name takes these arguments (`keys` sorted). */
  noFunction: (schema: string, name: string, keys: string[], post: boolean) => {
    const list = keys.join(', ')
    const params = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${schema}.${name}${params}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    )
  },
  /** 300 PGRST203: the arguments fit several overloads. */
  ambiguousFunction: (signatures: string[]) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${signatures.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  /** 400 PGRST204: a written column (body key or `columns`) the table does not have. */
  noColumn: (table: string, column: string) => new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  /** 404 PGRST205 */
  noTable: (schema: string, name: string) => new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`),

  // PGRST3xx: the JWT.

  /** 401 PGRST301: the bearer token does not decode or verify. */
  jwtInvalid: (message: string) => new RestError(401, 'PGRST301', message, null, null, { 'WWW-Authenticate': invalidToken(message) }),
  /** 401 PGRST303: the token's claims do not hold (it expired). */
  jwtClaims: (message: string) => new RestError(401, 'PGRST303', message, null, null, { 'WWW-Authenticate': invalidToken(message) }),

  // PostgreSQL's errors, raised before PostgreSQL would raise them, with the status PostgREST gives each.

  /** 400 42703: a selected, filtered or ordered column the relation does not have. */
  undefinedColumn: (table: string, column: string) => new RestError(400, '42703', `column ${table}.${column} does not exist`),
  /** 400 42712: two embeds under one name; PostgREST joins each as "<table>_<name>_<depth>". */
  duplicateEmbed: (table: string, name: string, depth: number) => new RestError(400, '42712', `table name "${table}_${name}_${depth}" specified more than once`),
  /** 400 21000: an UPDATE or DELETE without filters, refused as Supabase refuses it. */
  requiresWhere: (verb: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter (e.g. ?id=eq.1) to the request'),
  /** 403 42501: the token's role is not one the API switches to. */
  roleDenied: (role: string) => new RestError(403, '42501', `permission denied to set role "${role}"`),
}

/**
 * The body limit's answer on /rest/v1 (and on paths of no API). PostgREST has no limit of its
 * own, so this is the gateway's 413 rather than a RestError; it names the limit and carries
 * PostgREST's fields, so postgrest-js reads it like any other error.
 */
export function restBodyTooLarge(limit: number) {
  return {
    code: 'PGRST413',
    statusCode: '413',
    error: 'Payload too large',
    message: `The request body is larger than the ${limit} bytes allowed`,
    details: null,
    hint: null,
  }
}

/** The WWW-Authenticate PostgREST sends with a token it refuses. */
function invalidToken(message: string): string {
  return `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`
}

/**
 * PostgREST's answers when the database cannot be used: PGRST000 (no connection), PGRST001
 * (the connection broke under the request), PGRST003 (no free pool connection in time).
 */
export function unavailableError(error: unknown): RestError {
  const detail = error instanceof Error ? error.message : String(error)
  if (error instanceof DbUnavailableError && error.poolExhausted) return restErrors.poolTimeout()
  if (error instanceof DbUnavailableError && error.phase !== 'query') return restErrors.connection(detail || null)
  return restErrors.client(detail || null)
}

/** Converts anything thrown while serving a REST request into a RestError. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  if (isPgError(error)) {
    // PostgreSQL's own error, passed on as PostgREST passes it, with PostgREST's status for it.
    const status = statusForSqlState(error.code!, role, error.message)
    return new RestError(status, error.code!, error.message, error.detail ?? null, error.hint ?? null)
  }
  if (isConnectionFailure(error)) return unavailableError(error)
  return restErrors.internal()
}
