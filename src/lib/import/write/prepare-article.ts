import { normaliseOldAddress } from '../../old-address.ts'
import { SLUG_MAX_LENGTH, isArticleSlug } from '../../slug.ts'
import { commentName, commentText, excerptFor, textOfNodes, titleFor } from '../content/article-text.ts'
import { elementsNamed } from '../content/element-lookup.ts'
import { simplifyHtml, type ParseHtml, type SanitizeNodes } from '../content/html-body.ts'
import { wordpressBody } from '../content/wordpress-body.ts'
import type { AttachmentInfo } from '../content/wordpress-shortcodes.ts'
import type { SourceAuthor, SourceNote, SourcePost } from '../import-types.ts'
import { categoryOf, type CategoryMapping } from '../plan/category-mapping.ts'
import type { Disposition } from '../plan/post-disposition.ts'
import type { ImagePipeline } from './image-pipeline.ts'
import type { ArticleWrite, AuthorWrite } from './import-sink.ts'

/**
 * One post made into the article the site stores, by the editor's rules: the body simplified
 * (content/), its images stored (image-pipeline.ts), then the editor's sanitiser; title and
 * excerpt within the site's limits; the source's slug when the site's slug rule accepts it.
 */

/** The articles_content_check limit. */
export const CONTENT_MAX = 200_000

export interface PrepareContext {
  parse: ParseHtml
  /** The editor's sanitiser, bound to the site's and its storage's origins. */
  sanitize: SanitizeNodes
  mapping: CategoryMapping
  /** The old site's address: its relative links and images resolve against it, its absolute links become paths here. */
  siteUrl: string | null
  images: ImagePipeline | null
  attachment: (id: string) => AttachmentInfo | undefined
  author: (key: string) => SourceAuthor | undefined
  /** The byline of posts whose export names no author (Substack's). */
  fallbackAuthor: AuthorWrite | null
  formatKey: string
}

export type Prepared = { row: ArticleWrite; notes: SourceNote[] } | { skip: string; notes: SourceNote[] }

/** The source's slug as a slug here (lower case, ASCII words and hyphens), or '' to let the database make one from the title. */
export function slugFor(slug: string): string {
  const made = slug.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '')
  return isArticleSlug(made) ? made : ''
}

function absolute(url: string, base: string | null): string | null {
  try {
    return new URL(url, base ?? undefined).href
  } catch {
    return url.startsWith('data:') ? url : null
  }
}

/** Links to the old site become paths, which resolve here through the redirects. */
function relinkOldSite(body: HTMLElement, siteUrl: string | null): void {
  if (!siteUrl) return
  const origin = new URL(siteUrl).origin
  for (const link of elementsNamed(body, 'A').filter((element) => element.hasAttribute('href'))) {
    const href = absolute(link.getAttribute('href') ?? '', siteUrl)
    if (href && new URL(href).origin === origin) link.setAttribute('href', new URL(href).pathname + new URL(href).search + new URL(href).hash)
  }
}

async function storeBodyImages(body: HTMLElement, context: PrepareContext, notes: SourceNote[], title: string): Promise<void> {
  const images = elementsNamed(body, 'IMG').filter((element) => element.hasAttribute('src'))
  await Promise.all(images.map(async (image) => {
    const url = absolute(image.getAttribute('src') ?? '', context.siteUrl)
    const outcome = url && context.images ? await context.images.resolve(url) : { problem: url ? 'images are not fetched in a dry run' : 'its address is not valid' }
    if ('url' in outcome) return image.setAttribute('src', outcome.url)
    notes.push({ kind: 'warning', subject: title, reason: `Image ${(url ?? '').slice(0, 300)} left out: ${outcome.problem}` })
    const holder = image.parentElement
    image.remove()
    if (holder?.tagName === 'P' && !holder.textContent?.trim() && holder.children.length === 0) holder.remove()
  }))
}

function authorOf(post: SourcePost, context: PrepareContext): AuthorWrite | null {
  const source = post.authorKeys.map((key) => context.author(key)).find(Boolean)
  if (!source) return context.fallbackAuthor
  return { key: `${context.formatKey}:${source.key}`, name: source.name, email: source.email, bio: source.bio }
}

export async function prepareArticle(post: SourcePost, disposition: Exclude<Disposition, { action: 'skip' }>, context: PrepareContext): Promise<Prepared> {
  const notes: SourceNote[] = []
  const subject = post.title || `(untitled ${post.kind} ${post.key})`
  if (disposition.warning) notes.push({ kind: 'warning', subject, reason: disposition.warning })
  const note = (reason: string) => notes.push({ kind: 'warning', subject, reason })
  const html = post.body === 'wordpress' ? wordpressBody(post.html, { attachment: context.attachment, note }) : post.html
  const body = simplifyHtml(html, context.parse)
  relinkOldSite(body, context.siteUrl)
  await storeBodyImages(body, context, notes, subject)
  const nodes = body.ownerDocument.createDocumentFragment()
  nodes.append(...body.childNodes)
  const clean = context.sanitize(nodes)
  const content = clean.innerHTML
  if (content.length > CONTENT_MAX) return { skip: `Its body is ${content.length.toLocaleString('en-US')} characters; articles hold at most ${CONTENT_MAX.toLocaleString('en-US')}`, notes }
  const document = body.ownerDocument
  const text = textOfNodes(clean)
  const title = titleFor(post.title, text, document)
  if (title.made) note(`No title in the export; titled “${title.title}” from its first words`)
  let imageUrl: string | null = null
  const featured = post.featuredImage && absolute(post.featuredImage.url, context.siteUrl)
  if (featured) {
    const outcome = context.images ? await context.images.resolve(featured) : { problem: 'images are not fetched in a dry run' }
    if ('url' in outcome) imageUrl = outcome.url
    else note(`Featured image ${featured.slice(0, 300)} left out: ${outcome.problem}`)
  }
  return {
    notes,
    row: {
      key: post.key,
      title: title.title,
      slug: slugFor(post.slug),
      excerpt: excerptFor(post.excerpt, text, document) || title.title,
      content,
      category: categoryOf(post, context.mapping),
      status: disposition.action === 'publish' ? 'published' : 'draft',
      publishDate: post.date,
      imageUrl,
      imageAlt: imageUrl ? (post.featuredImage?.alt.slice(0, 300) || null) : null,
      author: authorOf(post, context),
      comments: post.comments.filter((comment) => comment.approved && comment.text.trim()).map((comment) => ({
        key: comment.key,
        authorName: commentName(comment.authorName, document),
        text: commentText(comment.text, document),
        date: comment.date || null,
      })).filter((comment) => comment.text),
      oldPaths: [...new Set(post.oldPaths.map((path) => normaliseOldAddress(absolute(path, context.siteUrl) ?? path)).filter((path): path is string => path !== null))],
    },
  }
}
