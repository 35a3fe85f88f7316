const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp',
}

const MAX_NAME_LENGTH = 80

/**
 * Storage object name: upload time plus the original file name made safe for a URL
 * (lower case, accents dropped, anything but letters, digits, dot, dash and underscore
 * turned into dashes), e.g. "1767225600000-my-photo.jpg".
 */
export function storageObjectName(originalName: string, type: string, now: number = Date.now()): string {
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
  return `${now}-${stem}.${extension}`
}

/** The folder of a stored image set: like an object name, without the extension ("1767225600000-my-photo"). */
export function imageSetName(originalName: string, now: number = Date.now()): string {
  return storageObjectName(originalName, 'image/jpeg', now).replace(/\.[^.]*$/, '')
}
