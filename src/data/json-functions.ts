import type { Json } from '../types/database.types.ts'

/** The names in an `as const` column list: `Columns<'id,slug'>` is `'id' | 'slug'`. */
export type Columns<List extends string> = List extends `${infer Name},${infer Rest}` ? Name | Columns<Rest> : List

/** A call of a function that answers one `json` value, as postgrest-js builds it. */
interface JsonCall {
  throwOnError(): PromiseLike<{ data: Json }>
}

/**
 * What a reader function answered, in the shape its contract states. Readers read only through
 * functions that return one `json` value (migration 20261124000100: no select, alias or filter
 * a caller adds can multiply it), which the generated types can only call `Json`; the SQL
 * builds exactly the keys of `T`, and tests/integration/data-layer.test.ts holds it to them.
 */
export async function readJson<T>(call: JsonCall): Promise<T> {
  const { data } = await call.throwOnError()
  return data as unknown as T
}
