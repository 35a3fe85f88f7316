const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp',
}

const MAX_NAME_LENGTH = 80

/** Random bytes a stored name starts with: 128 bits, far past guessing. */
const RANDOM_BYTES = 16

/**
 * The random part of a stored name, as lower-case hex. The bucket is public (a URL is all a
 * reader needs), and an image uploaded for a draft is stored before the article is published,
 * so the name itself must not be guessable: no upload time, no counter.
 */
export function randomNamePart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Storage object name: a random part plus the original file name made safe for a URL
 * (lower case, accents dropped, anything but letters, digits, dot, dash and underscore
 * turned into dashes), e.g. "3f9c…e1-my-photo.jpg".
 */
export function storageObjectName(originalName: string, type: string, random: string = randomNamePart()): string {
  const safe = originalName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
  const dot = safe.lastIndexOf('.')
  const extension = dot > 0 ? safe.slice(dot + 1) : EXTENSION_BY_TYPE[type] ?? 'img'
  const stem = (dot > 0 ? safe.slice(0, dot) : safe).slice(0, MAX_NAME_LENGTH).replace(/[-.]+$/, '') || 'image'
  return `${random}-${stem}.${extension}`
}

/** The folder of a stored image set: like an object name, without the extension ("3f9c…e1-my-photo"). */
export function imageSetName(originalName: string, random: string = randomNamePart()): string {
  return storageObjectName(originalName, 'image/jpeg', random).replace(/\.[^.]*$/, '')
}
