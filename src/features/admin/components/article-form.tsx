import { Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { CATEGORIES, type CategorySlug } from '@/config/categories.ts'
import { DRAFT_SAVED_TOAST_MS } from '@/config/site.ts'
import { useSaveArticleMutation } from '@/data/articles/admin-article-mutations.ts'
import type { EditorSession } from '../hooks/use-article-editor.ts'
import type { EditorForm } from '../hooks/use-editor-form.ts'
import { articleFieldsFromForm, isArticleFormComplete } from '../utils/article-form.ts'
import { CheckboxField } from './checkbox-field.tsx'
import { fieldControl, FormField } from './form-field.tsx'
import { ImageUploadField } from './image-upload-field.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

interface ArticleFormProps {
  session: EditorSession
  form: EditorForm
  authorEmail: string
  onCancel: () => void
  /** After the article was saved to the database. */
  onSaved: () => void
}

export function ArticleForm({ session, form, authorEmail, onCancel, onSaved }: ArticleFormProps) {
  const { values, set } = form
  const [uploading, setUploading] = useState(false)
  const save = useSaveArticleMutation({
    onSuccess: (_, { articleId }) =>
      toast({ title: 'Success!', description: `Article ${articleId ? 'updated' : 'created'} successfully`, variant: 'success' }),
  })

  function handleSaveDraft() {
    if (form.saveDraft()) {
      toast({ title: 'Draft Saved', description: 'Your article has been saved in this browser.', duration: DRAFT_SAVED_TOAST_MS })
    } else {
      toast({ title: 'Draft not saved', description: 'This browser refused to store the draft (storage full or blocked).', variant: 'destructive' })
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isArticleFormComplete(values)) {
      toast({ title: 'Error', description: 'Please fill in all required fields', variant: 'destructive' })
      return
    }
    try {
      await save.mutateAsync({ articleId: session.articleId, fields: articleFieldsFromForm(values), authorEmail })
    } catch {
      return // the query client shows 'Database Error'; everything typed stays in the form
    }
    onSaved()
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <FormField id="article-title" label="Title" required>
        <input id="article-title" required maxLength={200} value={values.title} onChange={(event) => set('title', event.target.value)}
          placeholder="Enter article title" className={fieldControl} />
      </FormField>
      <FormField id="article-excerpt" label="Excerpt" required>
        <textarea id="article-excerpt" required maxLength={500} rows={3} value={values.excerpt}
          onChange={(event) => set('excerpt', event.target.value)} placeholder="A short summary shown in lists" className={fieldControl} />
      </FormField>
      <FormField id="article-category" label="Category">
        <select id="article-category" value={values.category} className={fieldControl}
          onChange={(event) => set('category', event.target.value as CategorySlug)}>
          {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
        </select>
      </FormField>
      <ImageUploadField value={values.image_url} onChange={(url) => set('image_url', url)} onBusyChange={setUploading} />
      <FormField id="article-image-alt" label="Featured Image Alt Text" hint="Describe the image for readers who cannot see it.">
        <input id="article-image-alt" maxLength={300} value={values.image_alt} onChange={(event) => set('image_alt', event.target.value)}
          placeholder="Describe the featured image" aria-describedby="article-image-alt-hint" className={fieldControl} />
      </FormField>
      <div>
        <p id="article-content-label" className="mb-1 block text-sm font-medium text-ink">
          Content<span className="text-brand" aria-hidden> *</span>
        </p>
        <RichTextEditor value={values.content} onChange={(html) => set('content', html)} labelledBy="article-content-label" />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label="Mark as featured" checked={values.featured} onChange={(checked) => set('featured', checked)} />
        <CheckboxField label="Mark as breaking news" checked={values.breaking} onChange={(checked) => set('breaking', checked)} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        <Button variant="secondary" onClick={handleSaveDraft}><Save className="h-4 w-4" aria-hidden />Save Draft</Button>
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending ? 'Saving...' : session.articleId ? 'Update Article' : 'Create & Publish'}
        </Button>
      </div>
    </form>
  )
}
