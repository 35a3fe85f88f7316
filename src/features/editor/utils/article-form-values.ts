import { z } from './zod.ts'
import { isCategorySlug, type CategorySlug } from '@/config/categories.ts'
import type { ArticleFields } from '@/data/articles/admin-article-fetchers.ts'
import type { Tables } from '@/types/database.types.ts'

/** What the article modal edits; also what a draft keeps (and is checked against when read back). */
export const articleFormSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.custom<CategorySlug>((value) => typeof value === 'string' && isCategorySlug(value)),
  image_url: z.string(),
  image_alt: z.string(),
  featured: z.boolean(),
  breaking: z.boolean(),
})

export type ArticleFormValues = z.infer<typeof articleFormSchema>

export const DEFAULT_CATEGORY: CategorySlug = 'health-news'

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '', excerpt: '', content: '', category: DEFAULT_CATEGORY,
  image_url: '', image_alt: '', featured: false, breaking: false,
}

/** True when the editor HTML holds text or an image, not just empty paragraphs. */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ')
  return text.trim().length > 0
}

/** Title, excerpt and content are required to publish (a draft may be saved without them). */
export function missingRequiredFields(values: ArticleFormValues): string[] {
  const missing: string[] = []
  if (values.title.trim() === '') missing.push('Title')
  if (values.excerpt.trim() === '') missing.push('Excerpt')
  if (!htmlHasContent(values.content)) missing.push('Content')
  return missing
}

/** The spec's 'Please fill in all required fields', naming the ones left empty. */
export function requiredFieldsMessage(missing: readonly string[]): string {
  return missing.length === 0 ? 'Please fill in all required fields' : `Please fill in all required fields: ${missing.join(', ')}`
}

/** Nothing typed yet: not worth keeping as a draft. */
export function isBlankArticleForm(values: ArticleFormValues): boolean {
  return !values.title.trim() && !values.excerpt.trim() && !htmlHasContent(values.content) && !values.image_url
    && !values.image_alt.trim() && !values.featured && !values.breaking && values.category === DEFAULT_CATEGORY
}

export type EditableArticle = Pick<
  Tables<'articles'>,
  'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking'
>

export function formFromArticle(article: EditableArticle): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: isCategorySlug(article.category) ? article.category : DEFAULT_CATEGORY,
    image_url: article.image_url ?? '',
    image_alt: article.image_alt ?? '',
    featured: article.featured,
    breaking: article.breaking,
  }
}

/** The form fields as the articles table stores them (trimmed; empty image fields become null). */
export function articleFieldsFromForm(values: ArticleFormValues): ArticleFields {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category: values.category,
    image_url: values.image_url.trim() || null,
    image_alt: values.image_alt.trim() || null,
    featured: values.featured,
    breaking: values.breaking,
  }
}

export function sameArticleForm(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return (Object.keys(a) as (keyof ArticleFormValues)[]).every((key) => a[key] === b[key])
}
