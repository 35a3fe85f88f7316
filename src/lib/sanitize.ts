import DOMPurify from 'dompurify'

const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i

// Runs once per module load: drops base64/data images and any non-http(s) image source.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'src' && node.nodeName === 'IMG' && !/^(https?:|\/(?!\/))/i.test(data.attrValue)) {
    data.keepAttr = false
  }
})
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove()
})

/**
 * Article HTML from the database, made safe to render: no scripts, handlers, javascript: or
 * data: URLs. `target` is not in the html profile, so links open in the same tab and no
 * window.opener leaks.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  })
}
