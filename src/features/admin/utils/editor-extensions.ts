import type { Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import Underline from '@tiptap/extension-underline'
import StarterKit from '@tiptap/starter-kit'
import { interpretImageUrl, isAllowedLinkUrl, LINK_PROTOCOLS } from './url-rules.ts'

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

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof HEADING_LEVELS)[number]

/**
 * The article editor's schema, exactly the spec's rich text: bold, italic, underline, links
 * (allowed protocols only), headings 1–6, paragraphs, blockquotes and images by URL. Base64
 * images are refused (allowBase64: false) and so never reach the database.
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Link and Underline are added below with the project's settings.
      link: false,
      underline: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
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
  ]
}
