import { useState } from 'react'
import { useAddMissingSetFilesMutation } from '@/data/storage/admin-article-image-mutations.ts'
import { SetFileProblem } from '@/data/storage/image-sets.ts'
import { emailCopiesFor, makeEmailCopy } from '../utils/email-image-copies.ts'

interface ChosenArticle {
  title: string
  image_url: string | null
}

export interface EmailImageCopies {
  /**
   * Makes the JPEG copies e-mails show for whichever chosen photos lack one (sets uploaded before
   * the editor stored it); true when every image the e-mail links to is there. On false,
   * `onProblem` has heard which image failed and why, and nothing should be sent.
   */
  ready: (articles: readonly ChosenArticle[], onProblem: (message: string) => void) => Promise<boolean>
  /** What is being made, or what was made, to show beside the buttons; null when there is nothing to say. */
  status: string | null
  pending: boolean
}

const plural = (count: number) => `${count} older image${count === 1 ? '' : 's'}`

export function useEmailImageCopies(): EmailImageCopies {
  const mutation = useAddMissingSetFilesMutation()
  const [made, setMade] = useState(0)

  async function ready(articles: readonly ChosenArticle[], onProblem: (message: string) => void): Promise<boolean> {
    const wanted = emailCopiesFor(articles)
    if (wanted.length === 0) return true
    try {
      const done = await mutation.mutateAsync({ wanted, make: makeEmailCopy })
      if (done.length > 0) setMade((count) => count + done.length)
      return true
    } catch (error) {
      const failed = error instanceof SetFileProblem ? error.file : undefined
      const title = wanted.find((copy) => copy.set === failed?.set)?.title ?? wanted[0]?.title ?? ''
      const cause = error instanceof SetFileProblem ? error.cause : error
      const reason = cause instanceof Error && cause.message ? cause.message : 'the image could not be read'
      onProblem(`The JPEG copy e-mails show of the image of "${title}" could not be made (${reason}). Nothing was sent: try again, or upload the image again in the article.`)
      return false
    }
  }

  const status = mutation.isPending
    ? 'Making JPEG copies of older images for e-mail (mail programs show no WebP)…'
    : made > 0 ? `Made JPEG copies of ${plural(made)} for e-mail.` : null
  return { ready, status, pending: mutation.isPending }
}
