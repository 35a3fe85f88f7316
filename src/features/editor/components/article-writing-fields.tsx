import { fieldControl, FormField } from '@/components/ui/form-field.tsx'
import { ARTICLE_TITLE_MAX, SLUG_FROM_TITLE_MAX } from '@/config/site.ts'
import type { EditorForm } from '../hooks/use-editor-form.ts'
import type { ImageUpload } from '../hooks/use-image-upload.ts'
import { RichTextEditor } from './rich-text-editor.tsx'

interface ArticleWritingFieldsProps {
  form: EditorForm
  /** Uploads for images in the body. */
  bodyUpload: ImageUpload
}

/**
 * The writing column: title, excerpt and body. The title says its limit as it is typed, and
 * how much of it the article's link keeps (the database cuts the slug at a whole word).
 */
export function ArticleWritingFields({ form, bodyUpload }: ArticleWritingFieldsProps) {
  const { values, set } = form
  const titleLength = values.title.trim().length
  return (
    <>
      <FormField id="article-title" label="Title" required
        hint={<>
          <span data-testid="title-count" className={titleLength > ARTICLE_TITLE_MAX ? 'font-semibold text-brand' : undefined}>
            {titleLength}/{ARTICLE_TITLE_MAX} characters
          </span>
          {` · At most ${ARTICLE_TITLE_MAX} characters; a new article's link is made from its first words (up to ${SLUG_FROM_TITLE_MAX} characters).`}
        </>}>
        <input id="article-title" required maxLength={ARTICLE_TITLE_MAX} value={values.title} onChange={(event) => set('title', event.target.value)}
          placeholder="Enter article title" aria-describedby="article-title-hint" className={`${fieldControl} sm:text-xl sm:font-semibold`} />
      </FormField>
      <FormField id="article-excerpt" label="Excerpt" required>
        <textarea id="article-excerpt" required maxLength={500} rows={3} value={values.excerpt}
          onChange={(event) => set('excerpt', event.target.value)} placeholder="A short summary shown in lists" className={fieldControl} />
      </FormField>
      <div>
        <p id="article-content-label" className="mb-1 block text-sm font-medium text-ink">
          Content<span className="text-brand" aria-hidden> *</span>
        </p>
        <RichTextEditor value={values.content} onChange={(html) => set('content', html)} labelledBy="article-content-label" upload={bodyUpload} />
      </div>
    </>
  )
}
