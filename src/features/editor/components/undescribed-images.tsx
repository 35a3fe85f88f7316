import { useEditorState, type Editor } from '@tiptap/react'
import { ImageOff } from 'lucide-react'

/** The first image with no alt attribute at all (alt="" is a decorative image, described as such). */
function firstUndescribed(editor: Editor): { position: number; src: string; count: number } | null {
  const found: { position: number; src: string }[] = []
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === 'image' && node.attrs.alt === null) found.push({ position, src: String(node.attrs.src) })
  })
  const [first] = found
  return first ? { ...first, count: found.length } : null
}

interface UndescribedImagesProps {
  editor: Editor
  /** Opens the image prompt for the image at `position`, selected. */
  onDescribe: (position: number, src: string) => void
}

/**
 * Asks for the alt text an image in the body lacks (a pasted one, or one whose prompt was closed
 * without it): readers who cannot see it get nothing otherwise. Marking it decorative answers too.
 */
export function UndescribedImages({ editor, onDescribe }: UndescribedImagesProps) {
  const missing = useEditorState({ editor, selector: ({ editor: current }) => firstUndescribed(current) })
  if (!missing) return null
  const images = missing.count === 1 ? 'An image in the text has' : `${missing.count} images in the text have`
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 border-t border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <ImageOff className="h-4 w-4 shrink-0" aria-hidden />
      <span className="flex-1">{images} no alt text. Describe it for readers who can&apos;t see it, or mark it decorative.</span>
      <button type="button" className="font-semibold underline" onClick={() => onDescribe(missing.position, missing.src)}>
        Describe image
      </button>
    </div>
  )
}
