import { fieldControl, FormField } from '@/components/ui/form-field.tsx'
import { CATEGORIES, type CategorySlug } from '@/config/categories.ts'
import type { EditorForm } from '../hooks/use-editor-form.ts'
import type { ImageUpload } from '../hooks/use-image-upload.ts'
import { CheckboxField } from './checkbox-field.tsx'
import { ImageUploadField } from './image-upload-field.tsx'
import { PublishControls } from './publish-controls.tsx'

interface ArticleSettingsFieldsProps {
  form: EditorForm
  featuredUpload: ImageUpload
  /** An editor's settings: featured, breaking and the publish time. */
  canPublish: boolean
  /** The byline is editable once the article exists. */
  existing: boolean
}

/** The settings column beside the text: category, featured image, flags, publish time, byline. */
export function ArticleSettingsFields({ form, featuredUpload, canPublish, existing }: ArticleSettingsFieldsProps) {
  const { values, set } = form
  return (
    <aside aria-label="Article settings" className="w-full space-y-5 lg:w-80 lg:shrink-0">
      <FormField id="article-category" label="Category">
        <select id="article-category" value={values.category} className={fieldControl}
          onChange={(event) => set('category', event.target.value as CategorySlug)}>
          {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
        </select>
      </FormField>
      <ImageUploadField value={values.image_url} onChange={(url) => set('image_url', url)} upload={featuredUpload} />
      <FormField id="article-image-alt" label="Featured Image Alt Text" hint="Describe the image for readers who cannot see it.">
        <input id="article-image-alt" maxLength={300} value={values.image_alt} onChange={(event) => set('image_alt', event.target.value)}
          placeholder="Describe the featured image" aria-describedby="article-image-alt-hint" className={fieldControl} />
      </FormField>
      {canPublish ? (
        <>
          <div className="flex flex-col gap-2">
            <CheckboxField label="Mark as featured" checked={values.featured} onChange={(checked) => set('featured', checked)} />
            <CheckboxField label="Mark as breaking news" checked={values.breaking} onChange={(checked) => set('breaking', checked)} />
          </div>
          <PublishControls publishAt={form.publishAt} onPublishAtChange={form.setPublishAt} />
        </>
      ) : (
        <p className="text-sm text-ink-muted">Editors publish, schedule and feature articles. When your draft is ready, submit it for review.</p>
      )}
      {existing && (
        <FormField id="article-author" label="Byline" hint="The name readers see under the article.">
          <input id="article-author" maxLength={80} value={form.author} onChange={(event) => form.setAuthor(event.target.value)}
            aria-describedby="article-author-hint" className={fieldControl} />
        </FormField>
      )}
    </aside>
  )
}
