import { z } from 'zod'
import { STORAGE_KEYS } from '@/config/site.ts'
import { articleFormSchema, type ArticleFormValues } from './article-form.ts'

/** The article form kept in the browser (spec §3 Draft), with the article it belongs to. */
const draftSchema = z.object({
  /** null for a new article, else the id of the article being edited. */
  articleId: z.string().nullable(),
  savedAt: z.string(),
  values: articleFormSchema,
})

export type ArticleDraft = z.infer<typeof draftSchema>

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
    if (parsed.success) return parsed.data
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
