import { ShareButton } from './share-button.tsx'

export function ArticleFooter({ author }: { author: string }) {
  return (
    <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-6">
      <p className="text-sm text-ink-muted">
        Published by <span className="font-semibold text-ink">{author}</span>
      </p>
      <ShareButton label="Share Article" />
    </footer>
  )
}
