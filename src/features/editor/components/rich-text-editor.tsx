import type { EditorView } from '@tiptap/pm/view'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useRef, useState } from 'react'
import { EDITOR_MIN_HEIGHT_PX } from '@/config/site.ts'
import { createEditorExtensions } from '../utils/editor-extensions.ts'
import type { ImageUpload } from '../hooks/use-image-upload.ts'
import { bodyImageUpload, type BodyImageUpload } from './body-image-upload.tsx'
import { useCaretBelow } from '../hooks/use-caret-below.ts'
import { EditorToolbar } from './editor-toolbar.tsx'
import { UndescribedImages } from './undescribed-images.tsx'
import { UrlPrompt, type UrlPromptKind } from './url-prompt.tsx'

interface RichTextEditorProps {
  /** Initial HTML; the editor owns the content afterwards. */
  value: string
  onChange: (html: string) => void
  labelledBy: string
  /** Uploads for images pasted, dropped or chosen from the toolbar. */
  upload: ImageUpload
}

// Preflight strips heading and quote styles; give them back inside the editor only.
const CONTENT_CLASS = [
  'px-3 py-2 text-base leading-relaxed text-ink focus:outline-none',
  '[&_p]:my-2 [&_h1]:my-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:my-3 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:my-2 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:my-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_h5]:my-2 [&_h5]:text-base [&_h5]:font-semibold [&_h6]:my-2 [&_h6]:text-sm [&_h6]:font-semibold [&_h6]:uppercase',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand [&_a]:underline [&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-0.5 [&_hr]:my-4 [&_hr]:border-gray-300',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-gray-100 [&_pre]:p-3 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_img.ProseMirror-selectednode]:outline [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand',
  // An image without alt text is marked until it is described (or marked decorative: alt="").
  '[&_img:not([alt])]:outline-dashed [&_img:not([alt])]:outline-2 [&_img:not([alt])]:outline-amber-500',
].join(' ')

/** Room ProseMirror keeps between the caret and the scrolling area's edges when it scrolls the caret into view. */
const CARET_ROOM_PX = 8

const isLinkShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

/** Pasted or dropped files, all of them: one that is not an image is refused by the upload checks, saying why. */
const filesIn = (data: DataTransfer | null): File[] => [...(data?.files ?? [])]

/** The open prompt; an image prompt opened for an upload names the image it describes. */
interface OpenPrompt {
  kind: UrlPromptKind
  imageSrc?: string
}

export function RichTextEditor({ value, onChange, labelledBy, upload }: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<OpenPrompt | null>(null)
  // The toolbar (and an open prompt) stick to the top of the scrolling area: a caret moved up
  // there is scrolled into view below them, not under them. ProseMirror's own scrolling (typing,
  // undo) reads this margin each time, so it follows the toolbar's height as it wraps; the
  // browser's (arrow keys, Page Up) is corrected by useCaretBelow.
  const sticky = useRef<HTMLDivElement>(null)
  const [caretRoom] = useState(() => ({
    get top() { return (sticky.current?.offsetHeight ?? 0) + CARET_ROOM_PX },
    bottom: CARET_ROOM_PX, left: CARET_ROOM_PX, right: CARET_ROOM_PX,
  }))
  // The editor's handlers are fixed when it is created; they reach the current upload through this.
  const uploadRef = useRef<BodyImageUpload | null>(null)
  const uploadFiles = (files: File[], position?: number) => {
    for (const file of files) uploadRef.current?.upload(file, position)
    return files.length > 0
  }
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
      scrollMargin: caretRoom,
      scrollThreshold: caretRoom,
      handleKeyDown: (_view, event) => {
        if (!isLinkShortcut(event)) return false
        event.preventDefault()
        setPrompt({ kind: 'link' })
        return true
      },
      handlePaste: (_view, event) => uploadFiles(filesIn(event.clipboardData)),
      handleDrop: (view: EditorView, event) => {
        const files = filesIn(event.dataTransfer)
        if (files.length === 0) return false
        event.preventDefault()
        return uploadFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos)
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  useCaretBelow(editor, sticky, CARET_ROOM_PX)

  // A prompt already open (another upload's, a link) is not taken over by the next upload.
  const imageUpload = bodyImageUpload(editor, upload, (imageSrc) => setPrompt((open) => open ?? { kind: 'image', imageSrc }))
  useEffect(() => {
    uploadRef.current = imageUpload
  })

  return (
    <div className="rounded-md border border-gray-300 focus-within:border-brand focus-within:ring-1 focus-within:ring-brand">
      {/* The prompt sticks with the toolbar: opened deep in a long article, its label is not
          left scrolled under the toolbar. */}
      <div ref={sticky} className="sticky top-0 z-10 rounded-t-md">
        <EditorToolbar editor={editor} onPrompt={(kind) => setPrompt({ kind })} imageUpload={imageUpload} />
        {prompt && (
          <UrlPrompt key={`${prompt.kind} ${prompt.imageSrc ?? ''}`} kind={prompt.kind} imageSrc={prompt.imageSrc} editor={editor}
            onClose={() => setPrompt(null)} />
        )}
      </div>
      <EditorContent editor={editor} />
      {/* The prompt takes the focus (its alt text field): the editor is not focused here. */}
      <UndescribedImages editor={editor} onDescribe={(position, src) => {
        editor.chain().setNodeSelection(position).run()
        setPrompt({ kind: 'image', imageSrc: src })
      }} />
    </div>
  )
}
