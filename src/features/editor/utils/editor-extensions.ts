import { Extension, type Extensions } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import Underline from '@tiptap/extension-underline'
import StarterKit from '@tiptap/starter-kit'
import { interpretImageUrl, isAllowedLinkUrl, LINK_PROTOCOLS } from './url-rules.ts'
import { wordListsToLists } from './word-lists.ts'

const isAllowedImageSrc = (src: string | null | undefined) => interpretImageUrl(src ?? '').ok

/** Images by http(s) URL or site path only, whether pasted, loaded or inserted by command. */
const SafeImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedImageSrc(element.getAttribute('src')) ? null : false) }]
  },
  addCommands() {
    return {
      setImage:
        (options) =>
        ({ commands }) =>
          isAllowedImageSrc(options.src) && commands.insertContent({ type: this.name, attrs: options }),
    }
  },
})

/** Lists pasted from Microsoft Word arrive as lists (word-lists.ts), not as paragraphs starting "1.". */
const WordLists = Extension.create({
  name: 'wordLists',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('wordLists'), props: { transformPastedHTML: wordListsToLists } })]
  },
})

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof HEADING_LEVELS)[number]

/**
 * The article editor's schema: the spec's rich text (bold, italic, underline, links with allowed
 * protocols only, headings 1–6, paragraphs, blockquotes, images by URL or upload) plus bullet and
 * ordered lists, a horizontal rule, strikethrough, inline code and code blocks. It is the same
 * set of tags the public sanitiser keeps (ARTICLE_TAGS in src/lib/article-sanitizer.ts), so whatever an
 * article may hold survives open → edit → save. Base64 images are refused (allowBase64: false)
 * and so never reach the database.
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Link and Underline are added below with the project's settings.
      link: false,
      underline: false,
      // No language class: the sanitiser drops class, so the editor would write what is lost.
      codeBlock: { languageClassPrefix: null, enableTabIndentation: false },
      // It appends an empty <p> to an article ending in a list or an image on any edit, so saving a
      // one-word change would alter the rest; the gap cursor already lets the writer continue there.
      trailingNode: false,
    }),
    Underline,
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: LINK_PROTOCOLS.filter((protocol) => protocol !== 'http' && protocol !== 'https'),
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      shouldAutoLink: (url) => isAllowedLinkUrl(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    }),
    SafeImage.configure({ allowBase64: false, inline: false }),
    WordLists,
  ]
}
