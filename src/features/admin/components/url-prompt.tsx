import type { Editor } from '@tiptap/react'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { interpretImageUrl, interpretLinkInput } from '../utils/url-rules.ts'
import { fieldControl } from './form-field.tsx'

export type UrlPromptKind = 'link' | 'image'

interface UrlPromptProps {
  kind: UrlPromptKind
  editor: Editor
  onClose: () => void
}

function applyLink(editor: Editor, input: string): string | null {
  const result = interpretLinkInput(input)
  if (result.kind === 'invalid') return result.reason
  const chain = editor.chain().focus().extendMarkRange('link')
  if (result.kind === 'remove') chain.unsetLink().run()
  else if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: result.href, marks: [{ type: 'link', attrs: { href: result.href } }] }).run()
  } else chain.setLink({ href: result.href }).run()
  return null
}

function applyImage(editor: Editor, input: string, alt: string): string | null {
  const result = interpretImageUrl(input)
  if (!result.ok) return result.reason
  editor.chain().focus().setImage({ src: result.src, alt: alt.trim() || undefined }).run()
  return null
}

/** The value of an attribute of the mark or node under the selection, or ''. */
const attribute = (editor: Editor, type: string, name: string) => (editor.getAttributes(type)[name] as string | undefined) ?? ''

/**
 * The editor's link / image prompt, inline (not window.prompt) so it is labelled and testable.
 * With an image selected (one just uploaded, or one clicked), it edits that image's address
 * and alt text, starting in the alt text.
 */
export function UrlPrompt({ kind, editor, onClose }: UrlPromptProps) {
  const editing = kind === 'image' && editor.isActive('image')
  const [url, setUrl] = useState(kind === 'link' ? attribute(editor, 'link', 'href') : editing ? attribute(editor, 'image', 'src') : '')
  const [alt, setAlt] = useState(editing ? attribute(editor, 'image', 'alt') : '')
  const [problem, setProblem] = useState<string | null>(null)

  function apply() {
    const reason = kind === 'link' ? applyLink(editor, url) : applyImage(editor, url, alt)
    if (reason) setProblem(reason)
    else onClose()
  }

  // Enter applies; Escape closes the prompt (the article dialog ignores Escape from in here).
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') { event.preventDefault(); apply() }
    if (event.key === 'Escape') { event.preventDefault(); onClose() }
  }

  const label = kind === 'link' ? 'Link URL' : 'Image URL'
  return (
    <div data-url-prompt className="space-y-2 border-b border-gray-200 bg-white p-3" onKeyDown={onKeyDown}>
      <label className="block text-sm font-medium text-ink">
        {label}
        <input autoFocus={!editing} type="url" value={url} onChange={(event) => { setUrl(event.target.value); setProblem(null) }}
          placeholder="https://" aria-invalid={problem !== null} className={`${fieldControl} mt-1`} />
      </label>
      {kind === 'image' && (
        <label className="block text-sm font-medium text-ink">
          Inline image alt text
          <input autoFocus={editing} value={alt} onChange={(event) => setAlt(event.target.value)} className={`${fieldControl} mt-1`} />
        </label>
      )}
      {kind === 'link' && <p className="text-xs text-ink-muted">Leave the URL empty to remove the link.</p>}
      {problem && <p role="alert" className="text-sm text-brand">{problem}</p>}
      <div className="flex gap-2">
        <Button onClick={apply}>{kind === 'link' ? 'Apply link' : editing ? 'Update image' : 'Insert image'}</Button>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
      </div>
    </div>
  )
}
