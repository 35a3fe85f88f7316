import type { Editor } from '@tiptap/react'
import { useEffect, type RefObject } from 'react'

/**
 * Keeps the caret out from under what sticks to the top of the editor's scrolling area (the
 * toolbar, an open prompt). The browser scrolls a caret moved by the arrow keys or Page Up just
 * into view at the area's top edge, which the sticky toolbar covers; after each move of the
 * selection this scrolls the area back by what the toolbar hides, and `room` more.
 */
export function useCaretBelow(editor: Editor, sticky: RefObject<HTMLElement | null>, room: number) {
  useEffect(() => {
    const keepBelow = () => {
      const bar = sticky.current
      const area = bar?.closest('[data-editor-scroll]')
      if (!bar || !area || !editor.isFocused) return
      const caret = editor.view.coordsAtPos(editor.state.selection.head)
      const limit = bar.getBoundingClientRect().bottom + room
      if (caret.top < limit && caret.bottom > area.getBoundingClientRect().top) area.scrollBy({ top: caret.top - limit })
    }
    editor.on('selectionUpdate', keepBelow)
    return () => void editor.off('selectionUpdate', keepBelow)
  }, [editor, sticky, room])
}
