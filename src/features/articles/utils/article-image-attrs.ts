import { categoryLabel } from '@/config/categories.ts'
import { DEFAULT_ARTICLE_IMAGE } from '@/config/site.ts'

/** The featured image, or the default stock image when the article has none. */
export function articleImageSrc(imageUrl: string | null | undefined): string {
  const trimmed = imageUrl?.trim()
  return trimmed ? trimmed : DEFAULT_ARTICLE_IMAGE
}

/** Cards fall back to the title for alt text. */
export function cardImageAlt(article: { image_alt: string | null; title: string }): string {
  return article.image_alt?.trim() || article.title
}

/** The article page falls back to 'Featured image for: {title}'. */
export function featuredImageAlt(article: { image_alt: string | null; title: string }): string {
  return article.image_alt?.trim() || `Featured image for: ${article.title}`
}

/**
 * 'Back to {category with dashes as spaces}' on the article page, written as the category's
 * name ('Health News', 'USA Today'); an unknown slug falls back to its dashes as spaces.
 */
export function categoryWithSpaces(category: string): string {
  return categoryLabel(category)
}
