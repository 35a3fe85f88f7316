import type { ImgHTMLAttributes, SyntheticEvent } from 'react'
import { DEFAULT_ARTICLE_IMAGE } from '@/config/site.ts'
import { imageSources } from '@/lib/image-variants.ts'
import { articleImageSrc } from '../utils/article-image-attrs.ts'

interface ArticleImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'sizes'> {
  src: string | null | undefined
  alt: string
  /** How wide the image is drawn (config/image-sizes.ts), so the browser picks the right stored width. */
  sizes: string
}

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget
  if (image.src.endsWith(DEFAULT_ARTICLE_IMAGE)) return
  // srcset wins over src: without removing it the broken width would be asked for again.
  image.removeAttribute('srcset')
  image.src = DEFAULT_ARTICLE_IMAGE
}

/**
 * An article image: every stored width in `srcset` when it is an uploaded set, with its real
 * dimensions; the default stock image when missing or broken. The layout's CSS fixes the box,
 * so nothing moves whichever file arrives.
 */
export function ArticleImage({ src, alt, sizes, loading = 'lazy', width, height, ...props }: ArticleImageProps) {
  const sources = imageSources(articleImageSrc(src))
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.size?.width ?? width}
      height={sources.size?.height ?? height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={showDefaultImage}
      {...props}
    />
  )
}
