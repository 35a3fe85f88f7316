import type { Editor } from '@tiptap/react'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { interpretImageUrl, interpretLinkInput } from '../utils/url-rules.ts'
import { fieldControl } from '@/components/ui/form-field.tsx'

export type UrlPromptKind = 'link' | 'image'

interface UrlPromptProps {
  kind: UrlPromptKind
  editor: Editor
  onClose: () => void
  /** The image to describe (one just uploaded); by default the selected image, if any. */
  imageSrc?: string
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

/** Where the image with this src sits in the document, if it is still there. */
function positionOf(editor: Editor, src: string): number | undefined {
  let found: number | undefined
  editor.state.doc.descendants((node, position) => {
    if (found === undefined && node.type.name === 'image' && node.attrs.src === src) found = position
    return found === undefined
  })
  return found
}

/**
 * Inserts the image at the selection, or replaces the image `editing` names (found by its src,
 * wherever it now is). `alt` is its description, '' for a decorative image, null for none yet.
 */
function applyImage(editor: Editor, input: string, alt: string | null, editing: string | undefined): string | null {
  const result = interpretImageUrl(input)
  if (!result.ok) return result.reason
  const chain = editor.chain().focus()
  const position = editing === undefined ? undefined : positionOf(editor, editing)
  if (position !== undefined) chain.setNodeSelection(position)
  chain.setImage({ src: result.src, alt: alt ?? undefined }).run()
  return null
}

/** The alt attribute the prompt's fields give: a description, '' when decorative, null when neither. */
const altFrom = (text: string, decorative: boolean): string | null => (decorative ? '' : text.trim() || null)

/**
 * Writes the alt text into the image `src` names as it is typed, so a description is never lost
 * to a prompt closed without "Update image" (a click back into the text, Escape, a save). The
 * focus stays in the prompt. `next` as altFrom gives it.
 */
function describeImage(editor: Editor, src: string, next: string | null) {
  const position = positionOf(editor, src)
  const node = position === undefined ? null : editor.state.doc.nodeAt(position)
  if (position === undefined || !node) return
  if ((node.attrs.alt as string | null | undefined ?? null) === next) return
  editor.view.dispatch(editor.state.tr.setNodeMarkup(position, undefined, { ...node.attrs, alt: next }))
}

/** The value of an attribute of the mark or node under the selection, or ''. */
const attribute = (editor: Editor, type: string, name: string) => (editor.getAttributes(type)[name] as string | undefined) ?? ''

/**
 * The editor's link / image prompt, inline (not window.prompt) so it is labelled and testable.
 * For an image just uploaded, or one selected, it edits that image's address and alt text,
 * starting in the alt text; the alt text applies as it is typed.
 */
export function UrlPrompt({ kind, editor, onClose, imageSrc }: UrlPromptProps) {
  const [editing] = useState(() => kind !== 'image' ? undefined : imageSrc ?? (editor.isActive('image') ? attribute(editor, 'image', 'src') : undefined))
  const [url, setUrl] = useState(kind === 'link' ? attribute(editor, 'link', 'href') : editing ?? '')
  const [storedAlt] = useState(() => {
    const position = editing === undefined ? undefined : positionOf(editor, editing)
    return position === undefined ? null : ((editor.state.doc.nodeAt(position)?.attrs.alt as string | null | undefined) ?? null)
  })
  const [alt, setAlt] = useState(storedAlt ?? '')
  // alt="" says the image is decorative: screen readers pass over it.
  const [decorative, setDecorative] = useState(storedAlt === '')
  const [problem, setProblem] = useState<string | null>(null)

  function apply() {
    const reason = kind === 'link' ? applyLink(editor, url) : applyImage(editor, url, altFrom(alt, decorative), editing)
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
        <input autoFocus={editing === undefined} type="url" value={url} onChange={(event) => { setUrl(event.target.value); setProblem(null) }}
          placeholder="https://" aria-invalid={problem !== null} className={`${fieldControl} mt-1`} />
      </label>
      {kind === 'image' && (
        <>
          <label className="block text-sm font-medium text-ink">
            Inline image alt text
            <input autoFocus={editing !== undefined} value={alt} disabled={decorative} className={`${fieldControl} mt-1 disabled:bg-gray-100`}
              placeholder="What the image shows, for readers who can't see it"
              onChange={(event) => {
                setAlt(event.target.value)
                if (editing !== undefined) describeImage(editor, editing, altFrom(event.target.value, false))
              }} />
          </label>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={decorative} className="h-4 w-4 accent-brand"
              onChange={(event) => {
                setDecorative(event.target.checked)
                if (editing !== undefined) describeImage(editor, editing, altFrom(alt, event.target.checked))
              }} />
            Decorative image (adds nothing to the text; no description)
          </label>
        </>
      )}
      {kind === 'link' && <p className="text-xs text-ink-muted">Leave the URL empty to remove the link.</p>}
      {problem && <p role="alert" className="text-sm text-brand">{problem}</p>}
      <div className="flex gap-2">
        <Button onClick={apply}>{kind === 'link' ? 'Apply link' : editing !== undefined ? 'Update image' : 'Insert image'}</Button>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
      </div>
    </div>
  )
}
