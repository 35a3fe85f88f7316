import { useRef } from 'react'
import { useReleaseImageSetsMutation } from '@/data/storage/admin-article-image-mutations.ts'
import { imageSetsIn } from '@/lib/image-variants.ts'
import type { ArticleFormValues } from '../utils/article-form-values.ts'
import type { EditorSession } from './use-article-editor.ts'

const setsOf = (values: ArticleFormValues | null) => (values ? imageSetsIn(values.image_url, values.content) : [])

export interface ImageRelease {
  /** An image stored while the editor is open. */
  track: (url: string) => void
  /** When the editor closes (saved or not): removes whichever of the images it saw nothing uses. */
  release: () => void
}

/**
 * Images follow their article: a featured image replaced or removed, a body image deleted, an
 * upload for an article that was never saved. Every image the editor saw (stored, restored from
 * a draft, or uploaded now) is offered for removal when it closes; the database keeps whichever
 * an article or autosave still uses, so nothing still shown anywhere is removed.
 */
export function useImageRelease(session: EditorSession): ImageRelease {
  const seen = useRef(new Set([...setsOf(session.initial), ...setsOf(session.databaseValues)]))
  const releaseSets = useReleaseImageSetsMutation()
  return {
    track: (url) => imageSetsIn(url).forEach((set) => seen.current.add(set)),
    release: () => {
      if (seen.current.size > 0) releaseSets.mutate([...seen.current])
    },
  }
}
