import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
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

describe('article editor schema', () => {
  it('keeps the spec formatting: bold, italic, underline, headings 1–6, blockquote, links, images by URL', () => {
    const html = load(
      '<h1>One</h1><h6>Six</h6><p><strong>b</strong> <em>i</em> <u>u</u> <a href="https://example.com">l</a></p>' +
        '<blockquote><p>q</p></blockquote><img src="/images/a.png" alt="A">',
    )
    expect(html).toContain('<h1>One</h1>')
    expect(html).toContain('<h6>Six</h6>')
    expect(html).toContain('<strong>b</strong>')
    expect(html).toContain('<em>i</em>')
    expect(html).toContain('<u>u</u>')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('<blockquote><p>q</p></blockquote>')
    expect(html).toContain('<img src="/images/a.png" alt="A">')
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

  it('keeps mailto links and adds rel to links', () => {
    const html = load('<p><a href="mailto:desk@example.com">mail</a></p>')
    expect(html).toContain('href="mailto:desk@example.com"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('does not support formatting outside the spec (lists, code)', () => {
    const html = load('<ul><li><p>a</p></li></ul><pre><code>c</code></pre>')
    expect(html).not.toContain('<ul>')
    expect(html).not.toContain('<pre>')
  })

  it('refuses a base64 image inserted by command', () => {
    load('<p>x</p>')
    editor!.chain().setImage({ src: 'data:image/png;base64,AAAA' }).run()
    expect(editor!.getHTML()).not.toContain('data:')
  })
})
