import { useEditorState, type Editor } from '@tiptap/react'
import {
  Bold, Heading1, Heading2, Heading3, Heading4, Heading5, Heading6, ImageIcon, Italic, Link as LinkIcon, List, ListOrdered,
  Minus, Pilcrow, SquareCode, Strikethrough, TextQuote, Underline, type LucideIcon,
} from 'lucide-react'
import { HEADING_LEVELS, type HeadingLevel } from '../utils/editor-extensions.ts'
import { BodyImageUploadButton, type BodyImageUpload } from './body-image-upload.tsx'
import { ToolbarButton } from './toolbar-button.tsx'
import type { UrlPromptKind } from './url-prompt.tsx'

const HEADING_ICONS: Record<HeadingLevel, LucideIcon> = {
  1: Heading1, 2: Heading2, 3: Heading3, 4: Heading4, 5: Heading5, 6: Heading6,
}

interface EditorToolbarProps {
  editor: Editor
  onPrompt: (kind: UrlPromptKind) => void
  imageUpload: BodyImageUpload
}

const Separator = () => <span className="mx-1 h-6 w-px bg-gray-300" aria-hidden />

// Sticky (with the link/image prompt, rich-text-editor.tsx) inside the editor's scrolling area:
// the buttons stay in reach while writing a long article.
export function EditorToolbar({ editor, onPrompt, imageUpload }: EditorToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      link: current.isActive('link'),
      paragraph: current.isActive('paragraph'),
      blockquote: current.isActive('blockquote'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      codeBlock: current.isActive('codeBlock'),
      heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? null,
    }),
  })
  const chain = () => editor.chain().focus()

  return (
    <div role="toolbar" aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 rounded-t-md border-b border-gray-200 bg-gray-50 p-1">
      <ToolbarButton label="Bold" icon={Bold} active={active.bold} onClick={() => chain().toggleBold().run()} />
      <ToolbarButton label="Italic" icon={Italic} active={active.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolbarButton label="Underline" icon={Underline} active={active.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolbarButton label="Strikethrough" icon={Strikethrough} active={active.strike} onClick={() => chain().toggleStrike().run()} />
      <ToolbarButton label="Link" shortcut="Control+K" icon={LinkIcon} active={active.link} onClick={() => onPrompt('link')} />
      <Separator />
      <ToolbarButton label="Paragraph" icon={Pilcrow} active={active.paragraph} onClick={() => chain().setParagraph().run()} />
      {HEADING_LEVELS.map((level) => (
        <ToolbarButton key={level} label={`Heading ${level}`} icon={HEADING_ICONS[level]} active={active.heading === level}
          onClick={() => chain().toggleHeading({ level }).run()} />
      ))}
      <ToolbarButton label="Blockquote" icon={TextQuote} active={active.blockquote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolbarButton label="Bullet list" icon={List} active={active.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolbarButton label="Numbered list" icon={ListOrdered} active={active.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolbarButton label="Code block" icon={SquareCode} active={active.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
      <ToolbarButton label="Horizontal rule" icon={Minus} onClick={() => chain().setHorizontalRule().run()} />
      <Separator />
      <ToolbarButton label="Image by URL" icon={ImageIcon} onClick={() => onPrompt('image')} />
      <BodyImageUploadButton upload={imageUpload} />
    </div>
  )
}
