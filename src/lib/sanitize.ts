import { env } from '@/config/env.ts'
import { contentOrigins, isKeptUrl, sanitizeNodesWithOrigins, sanitizeWithOrigins, type ContentOrigins, type RenderOptions } from './article-sanitizer.ts'

const withDefaults = (origins: Partial<ContentOrigins>) => contentOrigins({ ...origins, storage: origins.storage ?? env.VITE_SUPABASE_URL })

/** Whether the public page keeps this link or image URL: the editor refuses what it would drop. */
export function isKeptInArticle(kind: 'link' | 'image', url: string, origins: Partial<ContentOrigins> = {}): boolean {
  return isKeptUrl(kind, url, withDefaults(origins))
}

/**
 * Article HTML from the database, made safe to render (article-sanitizer.ts says what stays),
 * against the site's origin and its storage's unless others are given.
 */
export function sanitizeArticleHtml(html: string, origins: Partial<ContentOrigins> = {}, render: RenderOptions = {}): string {
  return sanitizeWithOrigins(html, withDefaults(origins), render)
}

/** The same over nodes already parsed (the importer's bodies): article-sanitizer.ts' sanitizeNodesWithOrigins. */
export function sanitizeArticleNodes(nodes: DocumentFragment, origins: Partial<ContentOrigins> = {}): HTMLElement {
  return sanitizeNodesWithOrigins(nodes, withDefaults(origins))
}
