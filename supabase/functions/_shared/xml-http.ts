/** HTTP plumbing shared by the XML functions: methods, CORS, HEAD, caching, errors. */

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS'

// Feeds and sitemaps are public documents; web-based feed readers fetch them cross-origin.
const CORS_HEADERS = { 'access-control-allow-origin': '*' }

export function textResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

export function xmlResponse(body: string, contentType: string, cacheControl: string): Response {
  return new Response(body, {
    headers: {
      ...CORS_HEADERS,
      'content-type': contentType,
      'content-length': String(new TextEncoder().encode(body).byteLength),
      'cache-control': cacheControl,
    },
  })
}

/**
 * Answers OPTIONS and refuses other methods than GET/HEAD; otherwise renders, drops the body
 * for HEAD, and turns a failed read into a 503 that caches do not keep (logged, never thrown).
 */
export async function serveXml(
  req: Request,
  what: string,
  log: (line: string) => void,
  render: (url: URL) => Promise<Response>,
): Promise<Response> {
  if (req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS_HEADERS,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': 'authorization, apikey, x-client-info, content-type',
        'access-control-max-age': '86400',
      },
    })
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse(405, 'Method Not Allowed', { allow: ALLOWED_METHODS })
  let response: Response
  try {
    response = await render(new URL(req.url))
  } catch (error) {
    log(`${what}: ${error instanceof Error ? error.message : String(error)}`)
    response = textResponse(503, `The ${what} is unavailable right now. Please try again in a minute.`, { 'retry-after': '60' })
  }
  return req.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response
}
