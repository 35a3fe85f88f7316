// Upload limits, for the dashboard only: kept out of site.ts, which the reading site's entry
// script carries, so readers do not download the editor's constants.

/** The bucket's limit for each stored file (the spec's 2MB hint, enforced). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** What the editor may drop: a photo this large is resized in the browser before upload. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024
/** Photos the editor resizes (HEIC only where the browser can decode it); a GIF is stored as it is, to keep its animation. */
export const IMAGE_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/heic', 'image/heif'] as const
/**
 * The most pixels an image may have (the bucket refuses more too): a photo is decoded whole
 * before it is resized, and a small file can claim billions of pixels.
 */
export const IMAGE_MAX_PIXELS = 50_000_000
