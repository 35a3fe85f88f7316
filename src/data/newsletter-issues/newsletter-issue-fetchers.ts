import type { IssueProgress, IssueSending, TestSending } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'

export interface IssueDraft {
  subject: string
  intro: string
  article_ids: string[]
}

const ISSUE_COLUMNS = 'id,subject,intro,article_ids,state,recipients,sent_count,failed_count,created_at,sent_at' as const
/** How many past issues the history shows; older ones stay in the table. */
export const HISTORY_SIZE = 20

/** The newest issues first: the open draft (if any) and the history. */
export async function fetchIssues(db: DbClient) {
  const { data } = await db.from('newsletter_issues').select(ISSUE_COLUMNS)
    .order('created_at', { ascending: false }).order('id', { ascending: false }).limit(HISTORY_SIZE).throwOnError()
  return data
}

export type IssueRow = Awaited<ReturnType<typeof fetchIssues>>[number]

export async function createIssue(db: DbClient, draft: IssueDraft) {
  const { data, error, status } = await db.from('newsletter_issues').insert(draft).select(ISSUE_COLUMNS).single()
  if (error) throw requestError(error, status)
  return data
}

/** Saves a draft; a row that is no longer a draft (sending started elsewhere) is not changed. */
export async function saveIssue(db: DbClient, id: string, draft: IssueDraft) {
  const { data, error, status } = await db.from('newsletter_issues').update(draft).eq('id', id).select(ISSUE_COLUMNS).maybeSingle()
  if (error) throw requestError(error, status)
  if (!data) throw new Error('This issue is no longer a draft: it has been sent already.')
  return data
}

export async function sendIssue(db: DbClient, id: string): Promise<IssueSending> {
  const { data, error, status } = await db.rpc('send_newsletter_issue', { issue_id: id })
  if (error) throw requestError(error, status)
  return data
}

export async function sendTestIssue(db: DbClient, id: string): Promise<TestSending> {
  const { data, error, status } = await db.rpc('send_newsletter_test', { issue_id: id })
  if (error) throw requestError(error, status)
  return data
}

export async function fetchIssueProgress(db: DbClient, id: string): Promise<IssueProgress> {
  const { data, error, status } = await db.rpc('newsletter_issue_progress', { issue_id: id })
  if (error) throw requestError(error, status)
  return data
}

const ARTICLE_COLUMNS = 'id,title,slug,excerpt,image_url,image_alt,publish_date' as const

/**
 * Recent published articles for the picker, newest first; with a search, those whose title
 * contains it (a trigram index serves `ilike`). Scheduled ones are not offered: readers cannot
 * open them yet.
 */
export async function fetchPickableArticles(db: DbClient, search: string, limit = 20) {
  let query = db.from('articles').select(ARTICLE_COLUMNS).eq('status', 'published').lte('publish_date', new Date().toISOString())
  const words = search.trim().replace(/[%_\\,()]/g, ' ').trim()
  if (words) query = query.ilike('title', `%${words}%`)
  const { data } = await query.order('publish_date', { ascending: false }).order('id', { ascending: false }).limit(limit).throwOnError()
  return data
}

/**
 * A new issue's default articles: those published since `since` (the last issue's sending, or a
 * week back before the first), newest first, at most `limit`.
 */
export async function fetchPublishedSince(db: DbClient, since: string, limit = 10): Promise<string[]> {
  const { data } = await db.from('articles').select('id').eq('status', 'published').gt('publish_date', since)
    .lte('publish_date', new Date().toISOString())
    .order('publish_date', { ascending: false }).order('id', { ascending: false }).limit(limit).throwOnError()
  return data.map((row) => row.id)
}

/** The chosen articles themselves, whatever their age (the picker's page may not hold them). */
export async function fetchArticlesById(db: DbClient, ids: readonly string[]) {
  if (ids.length === 0) return []
  const { data } = await db.from('articles').select(ARTICLE_COLUMNS).in('id', [...ids]).throwOnError()
  return ids.flatMap((id) => data.filter((row) => row.id === id))
}
