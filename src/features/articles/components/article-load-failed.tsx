import { DocumentMeta } from '@/components/document-meta.tsx'
import { LoadFailed } from '@/components/load-failed.tsx'
import { errorText } from '@/lib/error-text.ts'
import { ArticleSkeleton } from './article-skeleton.tsx'

interface ArticleLoadFailedProps {
  error: unknown
  onRetry: () => void
  retrying: boolean
}

/** The article's read failed: whether it exists is unknown, so this is no 'Article Not Found'. */
export function ArticleLoadFailed({ error, onRetry, retrying }: ArticleLoadFailedProps) {
  return (
    <LoadFailed onRetry={onRetry} retrying={retrying} keepSizeOf={<ArticleSkeleton />} className="py-16 text-center">
      <DocumentMeta title="Couldn't load this article" />
      <h1 className="font-serif text-4xl font-bold text-ink">Couldn&apos;t load this article</h1>
      <p className="mx-auto mt-3 max-w-xl text-base">{errorText(error, "The article didn't arrive.")}</p>
    </LoadFailed>
  )
}
