import { useSyncExternalStore } from 'react'
import { getLocalComments, subscribeLocalComments, type LocalComment } from '../utils/local-comments.ts'

export function useLocalComments(articleId: string): LocalComment[] {
  return useSyncExternalStore(
    subscribeLocalComments,
    () => getLocalComments(articleId),
    () => getLocalComments(articleId),
  )
}
