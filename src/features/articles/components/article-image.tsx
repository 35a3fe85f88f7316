import type { ImgHTMLAttributes, SyntheticEvent } from 'react'
import { DEFAULT_ARTICLE_IMAGE } from '@/config/site.ts'
import { articleImageSrc } from '../utils/article-image.ts'

interface ArticleImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined
  alt: string
}

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget
  if (!image.src.endsWith(DEFAULT_ARTICLE_IMAGE)) image.src = DEFAULT_ARTICLE_IMAGE
}

/** An article image that falls back to the default stock image when missing or broken. */
export function ArticleImage({ src, alt, loading = 'lazy', ...props }: ArticleImageProps) {
  return (
    <img
      src={articleImageSrc(src)}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={showDefaultImage}
      {...props}
    />
  )
}
