import { CATEGORIES, type CategorySlug } from '@/config/categories.ts'
import type { Tables, TablesUpdate } from '@/types/database.types.ts'

/** What the article modal edits; also what a draft keeps. */
export interface ArticleFormValues {
  title: string
  excerpt: string
  content: string
  category: CategorySlug
  image_url: string
  image_alt: string
  featured: boolean
  breaking: boolean
}

export const DEFAULT_CATEGORY: CategorySlug = 'health-news'

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '', excerpt: '', content: '', category: DEFAULT_CATEGORY,
  image_url: '', image_alt: '', featured: false, breaking: false,
}

export function isCategorySlug(value: string): value is CategorySlug {
  return CATEGORIES.some((category) => category.value === value)
}

/** True when the editor HTML holds text or an image, not just empty paragraphs. */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ')
  return text.trim().length > 0
}

/** Spec §5: title, excerpt and content are required. */
export function isArticleFormComplete(values: ArticleFormValues): boolean {
  return values.title.trim() !== '' && values.excerpt.trim() !== '' && htmlHasContent(values.content)
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
export function articleFieldsFromForm(values: ArticleFormValues): Required<Pick<TablesUpdate<'articles'>,
  'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking'>> {
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
