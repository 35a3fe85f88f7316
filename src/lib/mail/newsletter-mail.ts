/**
 * The newsletter e-mail, as one pure function of its data: the send-mail Edge Function renders
 * each recipient's copy with it and the dashboard's preview shows the very same HTML and text.
 * Imports by relative `.ts` path only, so Deno loads it as it is.
 */
import { paths } from '../../config/paths.ts'
import { EMAIL_COLUMN_WIDTH, emailVariant, imageSources } from '../image-variants.ts'
import { siteHref } from '../site-href.ts'
import { escapeXml } from '../xml.ts'
import { mailPage, mastheadRow, SANS, SERIF as FONT, type MailContent } from './mail-layout.ts'

export interface NewsletterArticle {
  title: string
  slug: string
  excerpt: string
  image_url: string | null
  image_alt: string | null
}

export interface NewsletterMailData {
  siteUrl: string
  siteName: string
  subject: string
  intro: string
  articles: readonly NewsletterArticle[]
  postalAddress: string
  /** The recipient's own unsubscribe page (`/newsletter/unsubscribe?token=…`). */
  unsubscribeUrl: string
  /**
   * Where a link to a page of the site goes: in a sent copy, the click redirect
   * (`newsletterClickUrl`), which counts it per issue and link; the page itself by default (the
   * dashboard's preview).
   */
  linkUrl?: (path: string) => string
}

/** The column the message is laid out in (600 px less the card's padding). */
export const NEWSLETTER_IMAGE_WIDTH = EMAIL_COLUMN_WIDTH

export interface EmailImage {
  src: string
  width: number
  height?: number
}

/**
 * The image an e-mail shows for an article: an absolute URL (mail clients have no base), the
 * set's JPEG e-mail copy (image-variants.ts' emailVariant: mail clients that show no WebP show
 * it), and its displayed size, so the layout does not jump while it loads. A URL that is not a
 * stored set (a GIF, an external image) is shown as it is.
 */
export function emailImage(siteUrl: string, imageUrl: string): EmailImage {
  const sources = imageSources(imageUrl)
  if (!sources.size) return { src: siteHref(siteUrl, imageUrl), width: NEWSLETTER_IMAGE_WIDTH }
  const chosen = emailVariant(sources.size)
  const src = sources.src.replace(/\/\d{1,4}x\d{1,4}\.(avif|webp|jpg)$/, `/${chosen.name}`)
  const width = Math.min(NEWSLETTER_IMAGE_WIDTH, chosen.width)
  return { src: siteHref(siteUrl, src), width, height: Math.max(1, Math.round((width * chosen.height) / chosen.width)) }
}

export function newsletterArticleUrl(siteUrl: string, slug: string): string {
  return siteHref(siteUrl, paths.article(encodeURIComponent(slug)))
}

/**
 * A newsletter link as sent: through the newsletter-click Edge Function, which counts the click
 * for the issue and the link (the same in every copy, so no reader is told apart) and redirects
 * to the page. `path` is '/' (the masthead) or an article's '/slug'.
 */
export function newsletterClickUrl(functionsUrl: string, issueId: string, path: string): string {
  const query = new URLSearchParams({ issue: issueId, link: path })
  return `${functionsUrl.replace(/\/+$/, '')}/newsletter-click?${query.toString()}`
}

export function newsletterUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteHref(siteUrl, paths.newsletterUnsubscribe)}?token=${encodeURIComponent(token)}`
}

/** The intro's paragraphs: blank lines separate them, single line breaks stay inside one. */
function paragraphs(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean)
}

function linkTo(data: NewsletterMailData, path: string): string {
  return data.linkUrl ? data.linkUrl(path) : siteHref(data.siteUrl, path)
}

function articleLink(data: NewsletterMailData, article: NewsletterArticle): string {
  return data.linkUrl ? data.linkUrl(paths.article(article.slug)) : newsletterArticleUrl(data.siteUrl, article.slug)
}

function articleHtml(data: NewsletterMailData, article: NewsletterArticle): string {
  const siteUrl = data.siteUrl
  const href = escapeXml(articleLink(data, article))
  let image = ''
  if (article.image_url) {
    const img = emailImage(siteUrl, article.image_url)
    const height = img.height === undefined ? '' : ` height="${img.height}"`
    image = `<a href="${href}"><img src="${escapeXml(img.src)}" width="${img.width}"${height} alt="${escapeXml(article.image_alt ?? '')}" style="display:block;width:100%;max-width:${img.width}px;height:auto;border:0;border-radius:4px;margin:0 0 12px"></a>`
  }
  return `<tr><td style="padding:0 0 28px">${image}
<h2 style="font-family:${FONT};font-size:20px;line-height:1.3;margin:0 0 8px"><a href="${href}" style="color:#18181b;text-decoration:none">${escapeXml(article.title)}</a></h2>
<p style="font-family:${FONT};font-size:15px;line-height:1.5;margin:0 0 8px;color:#3f3f46">${escapeXml(article.excerpt)}</p>
<p style="margin:0"><a href="${href}" style="font-family:${SANS};font-size:14px;color:#b91c1c">Read more</a></p></td></tr>`
}

/** Subject, HTML and plain text of one recipient's copy; every user-written text is escaped. */
export function newsletterMail(data: NewsletterMailData): MailContent {
  const home = linkTo(data, paths.home)
  const intro = paragraphs(data.intro)
  const address = data.postalAddress.trim()
  const html = mailPage(data.subject, [
    mastheadRow(data.siteName, home),
    `<tr><td style="padding:8px 28px 8px">${intro.map((part) => `<p style="font-family:${FONT};font-size:16px;line-height:1.6;margin:0 0 16px">${escapeXml(part).replace(/\n/g, '<br>')}</p>`).join('\n')}</td></tr>`,
    `<tr><td style="padding:8px 28px 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${data.articles.map((article) => articleHtml(data, article)).join('\n')}
</table></td></tr>`,
    `<tr><td style="padding:16px 28px 24px;border-top:1px solid #e4e4e7;font-family:${SANS};font-size:12px;line-height:1.5;color:#71717a">
<p style="margin:0 0 8px">You receive this because you subscribed to the newsletter from ${escapeXml(data.siteName)}. <a href="${escapeXml(data.unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a></p>
${address ? `<p style="margin:0">${escapeXml(address).replace(/\n/g, '<br>')}</p>` : ''}
</td></tr>`,
  ])

  const text = [
    data.siteName,
    '',
    ...intro.flatMap((part) => [part, '']),
    ...data.articles.flatMap((article) => [article.title, article.excerpt, articleLink(data, article), '']),
    '--',
    `You receive this because you subscribed to the newsletter from ${data.siteName}.`,
    `Unsubscribe: ${data.unsubscribeUrl}`,
    ...(address ? ['', address] : []),
    '',
  ].join('\n')
  return { subject: data.subject, html, text }
}
