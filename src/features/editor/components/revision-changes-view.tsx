import { aroundChanges, type FieldChange, type ImageValue } from '../utils/revision-changes.ts'
import { RevisionWordDiff } from './revision-word-diff.tsx'

function ImageCell({ caption, image }: { caption: string; image: ImageValue }) {
  return (
    <figure className="min-w-0 flex-1">
      {image.url ? (
        <img src={image.url} alt={image.alt ?? ''} loading="lazy" className="aspect-video w-full rounded-sm bg-gray-100 object-cover" />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-sm bg-gray-100 text-xs text-ink-muted">No image</div>
      )}
      <figcaption className="mt-1 text-xs text-ink-muted">{caption}{image.alt ? `: ${image.alt}` : ''}</figcaption>
    </figure>
  )
}

/** Each field that differs between a version and the current article, as it reads in both. */
export function RevisionChangesView({ changes, labelledBy }: { changes: FieldChange[]; labelledBy: string }) {
  if (changes.length === 0) return <p className="mt-2 text-ink-muted">This version is the same as the current one.</p>
  return (
    <dl aria-labelledby={labelledBy} data-testid="revision-changes" className="mt-2 space-y-3 rounded-md bg-gray-50 p-3">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{change.label}</dt>
          <dd className="mt-1">
            {change.kind === 'words' ? (
              <RevisionWordDiff parts={change.field === 'body' ? aroundChanges(change.parts) : change.parts} />
            ) : change.kind === 'image' ? (
              <div className="flex gap-3">
                <ImageCell caption="This version" image={change.from} />
                <ImageCell caption="Current" image={change.to} />
              </div>
            ) : (
              <p className="text-ink">
                <del className="rounded-sm bg-red-100 text-red-900">{change.from}</del>
                {' → '}
                <ins className="rounded-sm bg-emerald-100 text-emerald-900">{change.to}</ins>
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
