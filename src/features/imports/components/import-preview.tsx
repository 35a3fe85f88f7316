import { Button } from '@/components/ui/button.tsx'
import { CATEGORIES, isCategorySlug } from '@/config/categories.ts'
import type { ImportPreview as Preview } from '@/lib/import/plan/archive-survey.ts'
import { termId, type CategoryMapping } from '@/lib/import/plan/category-mapping.ts'
import { FORMAT_LABELS } from '@/lib/import/import-types.ts'

interface ImportPreviewProps {
  fileName: string
  preview: Preview
  mapping: CategoryMapping
  onMappingChange: (mapping: CategoryMapping) => void
  onImport: () => void
  onCancel: () => void
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** What an import would write, before anything is written, and where each category and tag goes. */
export function ImportPreview({ fileName, preview, mapping, onMappingChange, onImport, onCancel }: ImportPreviewProps) {
  const c = preview.counts
  const setTerm = (id: string, value: string) => onMappingChange({ ...mapping, terms: { ...mapping.terms, [id]: isCategorySlug(value) ? value : null } })
  return (
    <section aria-label="Preview" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="text-lg font-semibold text-ink">
        Preview: {fileName} ({FORMAT_LABELS[preview.format]}{preview.siteTitle ? `, “${preview.siteTitle}”` : ''})
      </h3>
      <p className="text-sm text-ink-muted">Nothing has been written yet.</p>
      <ul data-testid="import-counts" className="grid gap-1 text-sm text-ink sm:grid-cols-2">
        <li>{plural(c.posts, 'post')} and {plural(c.pages, 'page')}</li>
        <li>{c.published.toLocaleString('en-US')} published, {c.scheduled.toLocaleString('en-US')} scheduled, {plural(c.drafts, 'draft')}</li>
        <li>{c.skipped.toLocaleString('en-US')} skipped</li>
        <li>{plural(c.authors, 'author')}, {plural(c.categories, 'category', 'categories')}, {plural(c.tags, 'tag')}</li>
        <li>{plural(c.comments, 'approved comment')} ({c.commentsLeftOut.toLocaleString('en-US')} others left out)</li>
        <li>{plural(c.images, 'image')}</li>
      </ul>
      {preview.skippedReasons.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-ink">Skipped, and why</h4>
          <ul className="list-disc pl-5 text-sm text-ink-muted">
            {preview.skippedReasons.map(({ reason, count }) => <li key={reason}>{count} × {reason}</li>)}
          </ul>
        </div>
      )}
      <p data-testid="import-subscribers" className="rounded bg-amber-50 p-3 text-sm text-ink">
        Subscribers: {c.subscribers.consenting.toLocaleString('en-US')} with consent arrive confirmed (they consented on the old site);{' '}
        {c.subscribers.suppressed.toLocaleString('en-US')} unsubscribed or suppressed stay suppressed;{' '}
        {c.subscribers.none.toLocaleString('en-US')} without consent are skipped. No e-mail is sent by an import.
      </p>
      {preview.terms.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-sm font-semibold text-ink">Categories and tags → the site's categories</caption>
          <tbody>
            {preview.terms.map((term) => {
              const id = termId(term)
              return (
                <tr key={id} className="border-t border-gray-100">
                  <th scope="row" className="py-1 pr-3 font-normal">{term.kind === 'category' ? 'Category' : 'Tag'} “{term.name}”</th>
                  <td className="py-1">
                    <select aria-label={`${term.kind === 'category' ? 'Category' : 'Tag'} ${term.name}`} value={mapping.terms[id] ?? ''}
                      onChange={(event) => setTerm(id, event.target.value)} className="rounded border border-gray-300 px-2 py-1">
                      <option value="">(no say)</option>
                      {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
                    </select>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <label className="block text-sm text-ink">
        Posts no category or tag places go to{' '}
        <select value={mapping.fallback} onChange={(event) => isCategorySlug(event.target.value) && onMappingChange({ ...mapping, fallback: event.target.value })}
          className="rounded border border-gray-300 px-2 py-1">
          {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
        </select>
      </label>
      <div className="flex gap-2">
        <Button onClick={onImport}>Import</Button>
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
      </div>
    </section>
  )
}
