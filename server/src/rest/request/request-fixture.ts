import { RestError } from '../errors.ts'
import { parseBody, parseHead, type ParsedRequest, type RequestInput, type RestTarget } from './request.ts'

/** The table most unit tests of the REST pipeline read. */
export const articles: RestTarget = { kind: 'table', name: 'articles' }

/** A request as the routes hand it to the parser, for unit tests without HTTP. */
export function requestInput(method: string, target: RestTarget, query = '', headers: Record<string, string> = {}): RequestInput {
  return { method, target, params: new URLSearchParams(query), headers: new Headers(headers) }
}

/** The RestError `fn` throws; fails the test when it throws nothing or something else. */
export function refusal(fn: () => unknown): RestError {
  try {
    fn()
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('expected a RestError')
}

/** The whole parse of a request whose body is already read, as the routes run it in two halves. */
export function parseRequest(input: RequestInput, body: string): ParsedRequest {
  return parseBody(parseHead(input), body)
}
