import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { svgDataUrl } from './vite-inline-favicon.ts'

describe('svgDataUrl', () => {
  it('keeps the SVG readable in the URL, encoding what a URL or a double-quoted attribute cannot hold', () => {
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#b91c1c" width="50%"/></svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Crect fill='%23b91c1c' width='50%25'/%3E%3C/svg%3E",
    )
  })

  it("the site's icon decodes back to the file", () => {
    const svg = readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg'), 'utf8')
    const url = svgDataUrl(svg)
    expect(url).not.toContain('"')
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replaceAll('"', "'"))
  })
})
