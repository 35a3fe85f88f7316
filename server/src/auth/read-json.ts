import type { Context } from 'hono'
import { isJsonObject, parseJson } from '../http/json.ts'
import { AuthError } from './errors.ts'

/** Reads a JSON object body; an empty body (logout sends none) is `{}`. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    const value: unknown = parseJson(text)
    if (isJsonObject(value)) return value
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
}

