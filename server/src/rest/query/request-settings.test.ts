import { describe, expect, it } from 'vitest'
import { parseCookies, requestSettings } from './request-settings.ts'

function jsonSetting(settings: Record<string, string>, name: string): unknown {
  const value = settings[name]
  if (value === undefined) throw new Error(`expected the ${name} setting`)
  return JSON.parse(value)
}

describe('requestSettings', () => {
  it('passes method, path, headers and cookies as PostgREST does, with the resolved client address', () => {
    const headers = new Headers({ Apikey: 'k', 'X-Forwarded-For': '6.6.6.6', 'CF-Connecting-IP': '6.6.6.7', Cookie: 'a=1; b = two' })
    const s = requestSettings({ method: 'POST', path: '/comments', headers, clientAddress: '127.0.0.2' })
    expect(s['request.method']).toBe('POST')
    expect(s['request.path']).toBe('/comments')
    expect(jsonSetting(s, 'request.headers')).toEqual({
      apikey: 'k',
      cookie: 'a=1; b = two',
      'x-forwarded-for': '127.0.0.2',
      'cf-connecting-ip': '127.0.0.2',
    })
    expect(jsonSetting(s, 'request.cookies')).toEqual({ a: '1', b: 'two' })
  })

  it('reads a cookie header leniently', () => {
    expect(parseCookies(undefined)).toEqual({})
    expect(parseCookies('=x; ok=1; novalue')).toEqual({ ok: '1' })
  })
})
