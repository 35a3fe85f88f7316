/**
 * The two-factor QR code as an image source every browser draws. supabase-js hands the SVG
 * Supabase Auth returns as `data:image/svg+xml;utf-8,<svg …>` without percent-encoding it, so
 * the first `#` of a colour (`fill="#ffffff"`) ends the data and the image is 0 px wide. The SVG
 * is taken out and encoded again; a data URL already encoded (or in base64) is left as it is.
 */
export function qrImageSource(qrCode: string): string {
  const raw = /^data:image\/svg\+xml;(?:utf-?8|charset=utf-?8),\s*(<[\s\S]*)$/i.exec(qrCode)
  const svg = raw?.[1] ?? (qrCode.trimStart().startsWith('<') ? qrCode.trim() : null)
  if (svg === null) return qrCode
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
