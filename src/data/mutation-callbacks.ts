import type { UseMutationOptions } from '@tanstack/react-query'

/** What a screen adds to a data-layer mutation: its success feedback and error-toast overrides. */
export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'meta'>
