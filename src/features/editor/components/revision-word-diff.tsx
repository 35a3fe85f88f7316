import type { WordPart } from '../utils/revision-changes.ts'

/** Text as it changed since a version: its words struck through, the words written since underlined. */
export function RevisionWordDiff({ parts }: { parts: WordPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-ink">
      {parts.map((part, index) =>
        part.change === 'removed' ? (
          <del key={index} className="rounded-sm bg-red-100 text-red-900">{part.text}</del>
        ) : part.change === 'added' ? (
          <ins key={index} className="rounded-sm bg-emerald-100 text-emerald-900">{part.text}</ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}
