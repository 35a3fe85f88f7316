import { z } from 'zod'
import { CATEGORIES } from '@/config/categories.ts'
import { STORAGE_KEYS } from '@/config/site.ts'
import type { ArticleFormValues } from './article-form.ts'

/** The article form kept in the browser (spec §3 Draft), with the article it belongs to. */
export interface ArticleDraft {
  /** null for a new article, else the id of the article being edited. */
  articleId: string | null
  savedAt: string
  values: ArticleFormValues
}

const draftSchema = z.object({
  articleId: z.string().nullable(),
  savedAt: z.string(),
  values: z.object({
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    category: z.enum(CATEGORIES.map((category) => category.value) as [string, ...string[]]),
    image_url: z.string(),
    image_alt: z.string(),
    featured: z.boolean(),
    breaking: z.boolean(),
  }),
})

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage blocked (privacy mode): drafts are simply not kept
  }
}

/** The saved draft, or null when there is none or it is unreadable (a bad one is removed). */
export function readArticleDraft(storage: DraftStorage | null = browserStorage()): ArticleDraft | null {
  const raw = storage?.getItem(STORAGE_KEYS.draft)
  if (!raw) return null
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data as ArticleDraft
  } catch {
    // fall through: not JSON
  }
  storage?.removeItem(STORAGE_KEYS.draft)
  return null
}

/** Writes the draft; returns false when the browser refused (quota, blocked storage). */
export function writeArticleDraft(
  articleId: string | null,
  values: ArticleFormValues,
  storage: DraftStorage | null = browserStorage(),
  now: Date = new Date(),
): boolean {
  if (!storage) return false
  const draft: ArticleDraft = { articleId, savedAt: now.toISOString(), values }
  try {
    storage.setItem(STORAGE_KEYS.draft, JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

export function clearArticleDraft(storage: DraftStorage | null = browserStorage()): void {
  storage?.removeItem(STORAGE_KEYS.draft)
}
