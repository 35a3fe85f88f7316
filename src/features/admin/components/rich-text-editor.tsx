import { EditorContent, useEditor } from '@tiptap/react'
import { useState } from 'react'
import { EDITOR_MIN_HEIGHT_PX } from '@/config/site.ts'
import { createEditorExtensions } from '../utils/editor-extensions.ts'
import { EditorToolbar } from './editor-toolbar.tsx'
import { UrlPrompt, type UrlPromptKind } from './url-prompt.tsx'

interface RichTextEditorProps {
  /** Initial HTML; the editor owns the content afterwards. */
  value: string
  onChange: (html: string) => void
  labelledBy: string
}

// Preflight strips heading and quote styles; give them back inside the editor only.
const CONTENT_CLASS = [
  'px-3 py-2 text-sm leading-relaxed text-ink focus:outline-none',
  '[&_p]:my-2 [&_h1]:my-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:my-3 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:my-2 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:my-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_h5]:my-2 [&_h5]:text-base [&_h5]:font-semibold [&_h6]:my-2 [&_h6]:text-sm [&_h6]:font-semibold [&_h6]:uppercase',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand [&_a]:underline [&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded',
  '[&_img.ProseMirror-selectednode]:outline [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand',
].join(' ')

export function RichTextEditor({ value, onChange, labelledBy }: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<UrlPromptKind | null>(null)
  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: CONTENT_CLASS,
        style: `min-height: ${EDITOR_MIN_HEIGHT_PX}px`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  return (
    <div className="rounded-md border border-gray-300 focus-within:border-brand focus-within:ring-1 focus-within:ring-brand">
      <EditorToolbar editor={editor} onPrompt={setPrompt} />
      {prompt && <UrlPrompt key={prompt} kind={prompt} editor={editor} onClose={() => setPrompt(null)} />}
      <EditorContent editor={editor} />
    </div>
  )
}
