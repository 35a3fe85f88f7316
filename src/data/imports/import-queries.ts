import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchImportNotes, fetchImports } from './import-fetchers.ts'
import { importKeys } from './import-keys.ts'

export const importQueries = {
  list: () =>
    adminQueryOptions({
      queryKey: importKeys.lists(),
      queryFn: () => fetchImports(supabase),
      toast: { errorTitle: 'Error fetching imports', errorMessage: "Couldn't load the imports." },
    }),
  notes: (importId: string) =>
    adminQueryOptions({
      queryKey: importKeys.notes(importId),
      queryFn: () => fetchImportNotes(supabase, importId),
      toast: { errorTitle: 'Error fetching the report', errorMessage: "Couldn't load the import's report." },
    }),
}
