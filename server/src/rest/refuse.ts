import { RestError } from './errors.ts'

/**
 * PostgREST's own "Feature not implemented" (400 PGRST127), used for everything PostgREST 14
 * would answer but this stand-in does not: the request is refused, never answered differently.
 */
export function notImplemented(feature: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', `${feature} is not implemented by the local stand-in`)
}

/** 406 PGRST107 as PostgREST words it, with what the stand-in produces in the details. */
export function mediaTypeError(accepted: string[], standIn: boolean): RestError {
  return new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.join(', ')}`,
    standIn ? 'The local stand-in produces only application/json and application/vnd.pgrst.object+json' : null,
  )
}
