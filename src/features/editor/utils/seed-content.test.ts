import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Editor } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from '@/lib/sanitize.ts'
import { createEditorExtensions } from './editor-extensions.ts'

const SEED = readFileSync(path.resolve(import.meta.dirname, '../../../../supabase/seed.sql'), 'utf8')

// Each article body is a $html$…$html$ literal, its slug the first string of its row.
const ARTICLES = [...SEED.matchAll(/\(\s*'([a-z0-9-]+)',[\s\S]*?\$html\$([\s\S]*?)\$html\$/g)].map(
  ([, slug, content]): [string, string] => [slug ?? '', content ?? ''],
)

function editorHtml(html: string): string {
  const editor = new Editor({ extensions: createEditorExtensions(), content: html })
  try {
    return editor.getHTML()
  } finally {
    editor.destroy()
  }
}

describe('demo articles in supabase/seed.sql', () => {
  it('are all found', () => {
    const delimiters = SEED.split('$html$').length - 1
    expect(ARTICLES.length).toBe(delimiters / 2)
    expect(ARTICLES.length).toBeGreaterThanOrEqual(60)
  })

  // `npm run seed:canonical` rewrites them so; otherwise a one-word edit re-serialises the rest.
  it.each(ARTICLES)('%s is stored as the editor writes it, so an edit changes only what was edited', (_slug, content) => {
    expect(editorHtml(content)).toBe(content)
  })

  it.each(ARTICLES)('%s keeps every tag and attribute through the public sanitiser (rel aside)', (_slug, content) => {
    const sanitized = sanitizeArticleHtml(content, { site: 'http://127.0.0.1:5173', storage: 'http://127.0.0.1:54321' })
    expect(sanitized).toBe(content.replaceAll(' rel="noopener noreferrer"', ''))
  })
})
