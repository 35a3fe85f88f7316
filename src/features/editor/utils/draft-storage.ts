import { z } from './zod.ts'
import { STORAGE_KEYS } from '@/config/site.ts'
import { articleFormSchema, type ArticleFormValues } from './article-form-values.ts'

/** The article form kept in the browser, with the article it belongs to. */
const draftSchema = z.object({
  /** null for a new article, else the id of the article being edited. */
  articleId: z.string().nullable(),
  savedAt: z.string(),
  values: articleFormSchema,
  /**
   * The new article's draft row once Save Draft or the autosave inserted it, so reopening New
   * Article continues that row instead of inserting another. Absent in drafts of older builds.
   */
  serverId: z.string().nullable().optional(),
})

export type ArticleDraft = z.infer<typeof draftSchema>

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage blocked (privacy mode): drafts are simply not kept
  }
}

/**
 * Each article has its own slot, so editing one article never overwrites the unsaved draft of
 * another or of the new article. The bare prefix is where builds before slots kept the one draft.
 */
export function draftKey(articleId: string | null): string {
  return `${STORAGE_KEYS.draft}:${articleId ?? 'new'}`
}

export function isDraftKey(key: string): boolean {
  return key === STORAGE_KEYS.draft || key.startsWith(`${STORAGE_KEYS.draft}:`)
}

function parseDraft(raw: string | null): ArticleDraft | null {
  if (!raw) return null
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Moves a single-slot draft into its own slot, unless that slot already holds a newer one. */
export function migrateLegacyDraft(storage: DraftStorage | null = browserStorage()): void {
  const raw = storage?.getItem(STORAGE_KEYS.draft)
  if (!storage || raw == null) return
  const legacy = parseDraft(raw)
  try {
    if (legacy && storage.getItem(draftKey(legacy.articleId)) === null) storage.setItem(draftKey(legacy.articleId), raw)
  } catch {
    // quota: the legacy draft is lost either way, and keeping it would only repeat this
  }
  storage.removeItem(STORAGE_KEYS.draft)
}

/** The article's saved draft, or null when there is none or it is unreadable (a bad one is removed). */
export function readArticleDraft(articleId: string | null, storage: DraftStorage | null = browserStorage()): ArticleDraft | null {
  migrateLegacyDraft(storage)
  const raw = storage?.getItem(draftKey(articleId))
  if (raw == null) return null
  const draft = parseDraft(raw)
  if (draft && draft.articleId === articleId) return draft
  storage?.removeItem(draftKey(articleId))
  return null
}

/** Writes the article's draft; returns false when the browser refused (quota, blocked storage). */
export function writeArticleDraft(
  articleId: string | null,
  values: ArticleFormValues,
  storage: DraftStorage | null = browserStorage(),
  now: Date = new Date(),
  serverId: string | null = null,
): boolean {
  if (!storage) return false
  const draft: ArticleDraft = { articleId, savedAt: now.toISOString(), values, serverId }
  try {
    storage.setItem(draftKey(articleId), JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/** Puts a draft read earlier back exactly as it was, savedAt included. */
export function restoreArticleDraft(draft: ArticleDraft, storage: DraftStorage | null = browserStorage()): boolean {
  return writeArticleDraft(draft.articleId, draft.values, storage, new Date(draft.savedAt), draft.serverId ?? null)
}

export function clearArticleDraft(articleId: string | null, storage: DraftStorage | null = browserStorage()): void {
  storage?.removeItem(draftKey(articleId))
}

/** Sign-out: every slot goes, the legacy single slot too. */
export function clearAllArticleDrafts(storage: DraftStorage | null = browserStorage()): void {
  if (!storage) return
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key !== null && isDraftKey(key)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
