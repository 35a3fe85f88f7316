import { describe, expect, it } from 'vitest'
import { qrImageSource } from './qr-image.ts'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>'

describe('qrImageSource', () => {
  it("encodes the SVG supabase-js wraps without escaping, so no '#' cuts it short", () => {
    const source = qrImageSource(`data:image/svg+xml;utf-8,${SVG}`)
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(source).not.toContain('#')
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(SVG)
  })

  it('takes a bare SVG too, and leaves encoded data URLs as they are', () => {
    expect(decodeURIComponent(qrImageSource(SVG).split(',').slice(1).join(','))).toBe(SVG)
    const encoded = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`
    expect(qrImageSource(encoded)).toBe(encoded)
    expect(qrImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
  })
})
