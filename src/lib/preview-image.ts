import { emailVariant, VARIANT_URL, variantSizes, type ImageSize } from './image-variants.ts'

/** Facebook's and X's large-card width: a narrower image shows as a small thumbnail. */
export const PREVIEW_IMAGE_MIN_WIDTH = 1200

/**
 * The file link previews should show for `url`: of a stored set, the narrowest width of at least
 * 1200 px (a full-size card at the fewest bytes), else the largest there is; any other URL as is.
 * Of an AVIF set, its JPEG copy (emailVariant, 1200 px wide where the set has that width): X
 * and LinkedIn show no AVIF in a card.
 */
export function previewImage(url: string): { src: string; size?: ImageSize } {
  const match = VARIANT_URL.exec(url)
  if (!match) return { src: url }
  const [, folder = '', width = '', height = '', extension = ''] = match
  const largest = { width: Number(width), height: Number(height) }
  if (largest.width < 1 || largest.height < 1) return { src: url }
  if (extension === 'avif') {
    const { name, ...jpeg } = emailVariant(largest)
    return { src: `${folder}/${name}`, size: jpeg }
  }
  const size = variantSizes(largest).find((candidate) => candidate.width >= PREVIEW_IMAGE_MIN_WIDTH) ?? largest
  return { src: `${folder}/${size.width}x${size.height}.${extension}`, size }
}
