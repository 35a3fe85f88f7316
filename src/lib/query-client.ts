import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store.ts'
import { TOAST_DURATION_MS } from '@/config/site.ts'
import { isSessionFailure } from './error-fields.ts'
import type { ErrorTextOverrides } from './error-text.ts'

/** The toast a failed query or mutation shows. */
export interface ErrorToast {
  /** The toast title (the spec's catalogue, verbatim). */
  errorTitle: string
  /** What did not happen, in plain words; the kind of failure adds what to do. */
  errorMessage: string
  /** Whole descriptions for particular kinds of failure. */
  errorMessages?: ErrorTextOverrides
}

/**
 * `meta` of every query and mutation: its error toast, or `errorToast: false` for failures
 * that are only logged (with `errorMessage` as the log line) or shown in place; `signedInOnly`
 * marks data dropped on sign-out.
 */
export type AppMeta = {
  errorTitle?: string
  errorMessage?: string
  errorMessages?: ErrorTextOverrides
  errorToast?: false
  signedInOnly?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta
    mutationMeta: AppMeta
  }
}

const FALLBACK_QUERY_TOAST: ErrorToast = { errorTitle: 'Something went wrong', errorMessage: "Part of this page couldn't be loaded." }
const FALLBACK_MUTATION_TOAST: ErrorToast = { errorTitle: 'Something went wrong', errorMessage: "Your change wasn't saved." }

/**
 * Logs the technical detail and shows the plain-words toast for one failure. The texts load with
 * the first failure (they are not part of the entry script); should that fail too (offline before
 * any page needed them), the toast still says what did not happen.
 */
export function showErrorToast(error: unknown, { errorTitle, errorMessage, errorMessages }: ErrorToast): void {
  console.error(`${errorTitle}: ${errorMessage}`, error)
  void import('./error-text.ts').then(
    ({ errorText }) => toast({ title: errorTitle, description: errorText(error, errorMessage, errorMessages), variant: 'destructive' }),
    () => toast({ title: errorTitle, description: errorMessage, variant: 'destructive' }),
  )
}

function toastFor(meta: AppMeta | undefined, fallback: ErrorToast): ErrorToast | null {
  if (meta?.errorToast === false) return null
  return {
    errorTitle: meta?.errorTitle ?? fallback.errorTitle,
    errorMessage: meta?.errorMessage ?? fallback.errorMessage,
    errorMessages: meta?.errorMessages,
  }
}

/**
 * Whether a query failed while it still holds data: a read of what is already on screen (a
 * prerendered page's background refresh, stale data read again) rather than a first load or a
 * further page. Every screen keeps showing its data when this happens, so there is nothing to
 * tell the reader: a toast would only alarm them over content that is fine. A failed "Load more"
 * (`fetchMore`) is the reader's own request, and only its toast says it did not happen.
 */
export function isBackgroundRefetchFailure(query: Pick<Query<unknown, unknown>, 'state'>): boolean {
  return query.state.data !== undefined && query.state.fetchMeta?.fetchMore === undefined
}

/**
 * The app's one error path: a failed query or mutation shows the toast its `meta` describes,
 * except a reader's query that failed over data already on screen, which is only logged. Query failures
 * with the same title within a toast's lifetime show once, so a page whose requests all fail
 * together (offline) gets one toast, not one per section.
 */
export function createQueryClient(): QueryClient {
  const lastShown = new Map<string, number>()
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An administrator's session that could not be refreshed: the session guard signed out and
        // the auth store's "Signed out" toast says so; another toast would replace that one. The
        // same holds for a dashboard read that fails after the dashboard was left (its retry then
        // runs signed out): no screen shows it any more.
        const sessionEnded =
          query.meta?.signedInOnly === true && (isSessionFailure(error) || query.getObserversCount() === 0)
        // The dashboard's lists are the newsroom's working view: an editor is told when one could
        // not be brought up to date after a change, rather than left working from an old list.
        const quietRefresh = query.meta?.signedInOnly !== true && isBackgroundRefetchFailure(query)
        const shown = sessionEnded || quietRefresh ? null : toastFor(query.meta, FALLBACK_QUERY_TOAST)
        if (!shown) {
          console.error(query.meta?.errorMessage ?? `Query ${JSON.stringify(query.queryKey)} failed`, error)
          return
        }
        const now = Date.now()
        const previous = lastShown.get(shown.errorTitle)
        if (previous !== undefined && now - previous < TOAST_DURATION_MS) {
          console.error(`${shown.errorTitle}: ${shown.errorMessage}`, error)
          return
        }
        lastShown.set(shown.errorTitle, now)
        showErrorToast(error, shown)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const shown = toastFor(mutation.meta, FALLBACK_MUTATION_TOAST)
        if (shown) showErrorToast(error, shown)
        else console.error(mutation.meta?.errorMessage ?? `Mutation ${JSON.stringify(mutation.options.mutationKey ?? [])} failed`, error)
      },
    }),
    defaultOptions: {
      // Offline, a read is tried and fails, so the page says it couldn't load and offers Retry,
      // instead of waiting paused behind its loading state until the connection returns. Writes
      // keep the default: a save made offline waits and goes out once the connection is back.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  })
}

/** On sign-out: nothing one administrator loaded stays in memory for the next user. */
export function removeSignedInQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.signedInOnly === true })
}
