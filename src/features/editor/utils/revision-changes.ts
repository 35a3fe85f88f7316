import { diffWords } from 'diff'
import { categoryLabel } from '@/config/categories.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import { sanitizeArticleHtml } from '@/lib/sanitize.ts'

/** The values of an article a revision keeps, and the article holds now. */
export interface ArticleVersion {
  title: string
  excerpt: string
  content: string
  category: string
  image_url: string | null
  image_alt: string | null
  featured: boolean
  breaking: boolean
  status: string
  publish_date: string
  author: string
}

export interface WordPart {
  text: string
  /** removed: in the older version only; added: in the current version only. */
  change: 'same' | 'added' | 'removed'
}

export interface ImageValue {
  url: string | null
  alt: string | null
}

export type FieldChange =
  | { field: 'title' | 'excerpt' | 'body'; label: string; kind: 'words'; parts: WordPart[]; added: number; removed: number }
  | { field: 'image'; label: string; kind: 'image'; from: ImageValue; to: ImageValue }
  | { field: 'category' | 'featured' | 'breaking' | 'status' | 'date' | 'author'; label: string; kind: 'value'; from: string; to: string }

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'HR'])

/**
 * The body as the reader reads it: the sanitised HTML's text, one line per paragraph, heading or
 * list item, and a body image as "[Image: alt]" (adding or removing one is a change too). The
 * markup itself is not compared: a word diff of tags would mark what no reader sees.
 */
export function articleBodyText(html: string): string {
  // A parsed, never attached document: nothing in it loads or runs.
  const body = new DOMParser().parseFromString(sanitizeArticleHtml(html), 'text/html').body
  let text = ''
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += node.textContent ?? ''
      return
    }
    if (!(node instanceof Element)) return
    if (node.tagName === 'BR') text += '\n'
    else if (node.tagName === 'IMG') text += ` [Image: ${node.getAttribute('alt') || 'no description'}] `
    const block = BLOCKS.has(node.tagName)
    if (block) text += '\n'
    node.childNodes.forEach(walk)
    if (block) text += '\n'
  }
  body.childNodes.forEach(walk)
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}

/** Word-level difference from `before` to `after`, with the counts of words added and removed. */
export function wordDifference(before: string, after: string): { parts: WordPart[]; added: number; removed: number } {
  const parts = diffWords(before, after).map<WordPart>((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }))
  let added = 0
  let removed = 0
  for (const part of parts) {
    if (part.change === 'added') added += countWords(part.text)
    if (part.change === 'removed') removed += countWords(part.text)
  }
  return { parts, added, removed }
}

/**
 * Long unchanged stretches shortened to the words around each change, so a one-word edit in a
 * 2,000-word body reads as that word in its sentence, not as the whole article again.
 */
export function aroundChanges(parts: WordPart[], context = 12): WordPart[] {
  return parts.map((part, index) => {
    if (part.change !== 'same') return part
    const words = part.text.split(/(\s+)/)
    const wordCount = words.filter((token) => token.trim() !== '').length
    if (wordCount <= context * 2 + 2) return part
    // Tokens alternate word / whitespace, so 2 × context tokens hold about `context` words.
    const head = index > 0 ? words.slice(0, context * 2).join('') : ''
    const tail = index < parts.length - 1 ? words.slice(-context * 2).join('') : ''
    return { ...part, text: `${head}${head ? ' ' : ''}…${tail ? ' ' : ''}${tail}` }
  })
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const statusLabel = (status: string) => (status === 'draft' ? 'Draft' : 'Published')

/**
 * What differs between an earlier version and the current one, field by field, in the order
 * the editor shows them. Word fields read from the earlier version to the current one: removed
 * words are what the earlier version had, added words what was written since.
 */
export function compareVersions(earlier: ArticleVersion, current: ArticleVersion): FieldChange[] {
  const changes: FieldChange[] = []
  const words = (field: 'title' | 'excerpt' | 'body', label: string, before: string, after: string) => {
    if (before === after) return
    const difference = wordDifference(before, after)
    if (difference.added === 0 && difference.removed === 0 && difference.parts.every((part) => part.change === 'same')) return
    changes.push({ field, label, kind: 'words', ...difference })
  }
  const value = (field: Extract<FieldChange, { kind: 'value' }>['field'], label: string, from: string, to: string) => {
    if (from !== to) changes.push({ field, label, kind: 'value', from, to })
  }

  words('title', 'Title', earlier.title, current.title)
  words('excerpt', 'Excerpt', earlier.excerpt, current.excerpt)
  if (earlier.content !== current.content) words('body', 'Body', articleBodyText(earlier.content), articleBodyText(current.content))
  if (earlier.image_url !== current.image_url || (earlier.image_alt ?? '') !== (current.image_alt ?? '')) {
    changes.push({
      field: 'image',
      label: 'Featured image',
      kind: 'image',
      from: { url: earlier.image_url, alt: earlier.image_alt },
      to: { url: current.image_url, alt: current.image_alt },
    })
  }
  value('category', 'Category', categoryLabel(earlier.category), categoryLabel(current.category))
  value('featured', 'Featured', yesNo(earlier.featured), yesNo(current.featured))
  value('breaking', 'Breaking news', yesNo(earlier.breaking), yesNo(current.breaking))
  value('status', 'Status', statusLabel(earlier.status), statusLabel(current.status))
  if (new Date(earlier.publish_date).getTime() !== new Date(current.publish_date).getTime()) {
    value('date', 'Publish date', formatLongDateTime(earlier.publish_date), formatLongDateTime(current.publish_date))
  }
  value('author', 'Author', earlier.author, current.author)
  return changes
}

/** One line per entry: which fields differ, with the words added and removed where text did. */
export function changeSummary(changes: FieldChange[]): string {
  if (changes.length === 0) return 'Same as the current version'
  return changes
    .map((change) => {
      if (change.kind === 'words') return `${change.label} (+${change.added} −${change.removed} words)`
      if (change.kind === 'image') return change.from.url === change.to.url ? 'Featured image alt text' : change.label
      return change.label
    })
    .join(' · ')
}
