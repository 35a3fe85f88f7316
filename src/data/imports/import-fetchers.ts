import type { DbClient } from '../db-client.ts'

const IMPORT_COLUMNS = 'id,format,file_name,file_size,state,total,processed,counts,notes_count,created_at,updated_at,finished_at' as const
const NOTE_COLUMNS = 'id,kind,subject,reason' as const

/** How many past imports the tab lists. */
export const IMPORT_HISTORY = 10
/** Report lines shown per page. */
export const NOTES_PAGE = 100

/** The newest imports first: the one running (or interrupted) and the history. */
export async function fetchImports(db: DbClient) {
  const { data } = await db.from('imports').select(IMPORT_COLUMNS)
    .order('created_at', { ascending: false }).order('id', { ascending: false }).limit(IMPORT_HISTORY).throwOnError()
  return data
}

export type ImportRow = Awaited<ReturnType<typeof fetchImports>>[number]

/** One page of an import's report lines, by key after `afterId`. */
export async function fetchImportNotes(db: DbClient, importId: string, afterId = 0) {
  const { data } = await db.from('import_notes').select(NOTE_COLUMNS)
    .eq('import_id', importId).gt('id', afterId).order('id').limit(NOTES_PAGE + 1).throwOnError()
  return { notes: data.slice(0, NOTES_PAGE), hasMore: data.length > NOTES_PAGE }
}
