import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ARTICLE_TAGS } from '@/lib/article-sanitizer.ts'
import { sanitizeArticleHtml } from '@/lib/sanitize.ts'
import { createEditorExtensions } from './editor-extensions.ts'

let editor: Editor | undefined

function load(html: string): string {
  editor = new Editor({ extensions: createEditorExtensions(), content: html })
  return editor.getHTML()
}

afterEach(() => {
  editor?.destroy()
  editor = undefined
})

const LINK_REL = 'rel="noopener noreferrer"'

// Every construct the sanitiser keeps, in the editor's own serialisation: load → save is identity.
const CANONICAL: Array<[string, string]> = [
  ['paragraph with a hard break', '<p>a<br>b</p>'],
  ['headings 1–6', '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>'],
  ['bold, italic, underline, strike, inline code', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>'],
  ['link with title', `<p><a target="_blank" ${LINK_REL} href="https://example.com/a" title="Source">l</a></p>`],
  ['mailto and tel links', `<p><a ${LINK_REL} href="mailto:desk@example.com">m</a> <a ${LINK_REL} href="tel:+15551234">t</a></p>`],
  ['blockquote', '<blockquote><p>q</p></blockquote>'],
  ['bullet list, nested', '<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>'],
  ['ordered list with start', '<ol start="3"><li><p>c</p></li></ol>'],
  ['horizontal rule', '<p>a</p><hr><p>b</p>'],
  ['code block', '<pre><code>const a = 1\nconst b = 2</code></pre>'],
  ['image with alt, title, width, height', '<img src="/images/a.png" alt="A" title="T" width="600" height="400">'],
  ['uploaded image in storage', '<img src="http://127.0.0.1:54321/storage/v1/object/public/article-images/a.png" alt="A">'],
]

describe('article editor schema', () => {
  it.each(CANONICAL)('keeps %s unchanged', (_name, html) => {
    expect(load(html)).toBe(html)
  })

  it('holds every tag the sanitiser keeps', () => {
    const written = new Set(CANONICAL.flatMap(([, html]) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1])))
    const readAs: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' }
    for (const tag of ARTICLE_TAGS) expect(written, tag).toContain(readAs[tag] ?? tag)
  })

  it.each([
    ['<p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p>', '<p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p>'],
    ['<ul><li>bare</li></ul>', '<ul><li><p>bare</p></li></ul>'],
    ['<blockquote>bare</blockquote>', '<blockquote><p>bare</p></blockquote>'],
  ])('reads the other spellings the sanitiser keeps: %s', (input, output) => {
    expect(load(input)).toBe(output)
  })

  it('keeps what it holds through the sanitiser, so the public page shows what was written', () => {
    const html = CANONICAL.map(([, fixture]) => fixture).join('')
    const saved = load(html)
    const strip = (value: string) => value.replaceAll(` ${LINK_REL}`, '').replaceAll(' target="_blank"', '')
    expect(sanitizeArticleHtml(saved, { site: 'http://127.0.0.1:5173', storage: 'http://127.0.0.1:54321' })).toBe(strip(saved))
  })

  it('drops what an article cannot hold and keeps the text (pasted tables, spans, styles, scripts)', () => {
    const html = load('<table><tr><td>cell</td></tr></table><p><span style="color:red" class="x">red</span><script>alert(1)</script></p>')
    expect(html).toBe('<p>cell</p><p>red</p>')
  })

  it('refuses base64 images', () => {
    const html = load('<p>x</p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">')
    expect(html).not.toContain('data:')
    expect(html).not.toContain('<img')
  })

  it('refuses links with protocols that are not allowed', () => {
    const html = load('<p><a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a></p>')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('data:')
  })

  it('refuses a base64 image inserted by command', () => {
    load('<p>x</p>')
    editor!.chain().setImage({ src: 'data:image/png;base64,AAAA' }).run()
    expect(editor!.getHTML()).not.toContain('data:')
  })

  it('turns Markdown shortcuts into lists and a rule', () => {
    load('<p></p>')
    const type = (text: string) => {
      for (const char of text) {
        const { from, to } = editor!.state.selection
        const handled = editor!.view.someProp('handleTextInput', (handler) => handler(editor!.view, from, to, char, () => editor!.state.tr.insertText(char, from, to)))
        if (!handled) editor!.view.dispatch(editor!.state.tr.insertText(char, from, to))
      }
    }
    type('- a')
    expect(editor!.getHTML()).toBe('<ul><li><p>a</p></li></ul>')
    editor!.commands.setContent('<p></p>')
    type('1. b')
    expect(editor!.getHTML()).toBe('<ol><li><p>b</p></li></ol>')
    editor!.commands.setContent('<p></p>')
    type('---')
    expect(editor!.getHTML()).toMatch(/^<hr>/)
  })
})
