import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { removeImageSets } from '../storage/image-sets.ts'
import { undoImportRows, type UndoneImport } from './database-import-sink.ts'
import { importKeys } from './import-keys.ts'

/** Undoes an import as a whole: its rows in the database, then its stored images. */
export function useUndoImportMutation(callbacks?: MutationCallbacks<UndoneImport, string>) {
  return useAdminMutation({
    mutationFn: async (importId: string) => {
      const undone = await undoImportRows(supabase, importId)
      await removeImageSets(supabase.storage, undone.image_sets)
      return undone
    },
    meta: { errorTitle: 'Import not undone', errorMessage: "The import wasn't undone." },
    invalidates: () => [importKeys.all],
  }, callbacks)
}
