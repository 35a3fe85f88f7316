import { useMemo } from 'react'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { sanitizeArticleHtml } from '@/lib/sanitize.ts'
import { ArticleFiller } from './article-filler.tsx'

/** Typography for the editor's output: headings 1–6, paragraphs, quotes, links, images. */
const proseClasses = [
  'text-lg leading-relaxed text-gray-800',
  '[&_p]:mb-5 [&_a]:text-brand [&_a]:underline [&_strong]:font-bold [&_em]:italic [&_u]:underline',
  '[&_h1]:mb-4 [&_h1]:mt-8 [&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mb-4 [&_h2]:mt-8 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mb-3 [&_h3]:mt-6 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mb-3 [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-bold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-gray-700',
  '[&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto break-words',
].join(' ')

/** The article's HTML, sanitised whatever the database holds; filler and an ad when empty. */
export function ArticleContent({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeArticleHtml(html, {}, { imageSizes: IMAGE_SIZES.hero }), [html])
  if (safeHtml.trim() === '') return <ArticleFiller />
  return <div data-testid="article-content" className={proseClasses} dangerouslySetInnerHTML={{ __html: safeHtml }} />
}
