/**
 * Elements of a parsed body found by tag name and class, without CSS selectors: jsdom builds a
 * selector engine for each document the first time one is used and registers it on its window
 * for good, and the importer parses into a new document every few bodies (html-body.ts), so
 * selectors would cost time on every document and memory that grows with the archive.
 */

/** The elements under `root` (not itself) whose tag is one of `tags` (upper case, as HTML elements' tagName is), in document order. */
export function elementsNamed(root: Element, ...tags: string[]): Element[] {
  const [only] = tags
  if (tags.length === 1 && only) return [...root.getElementsByTagName(only.toLowerCase())]
  return [...root.getElementsByTagName('*')].filter((element) => tags.includes(element.tagName))
}

/** Whether any element under `root` has one of these tags. */
export function containsNamed(root: Element, tags: readonly string[]): boolean {
  for (const element of root.getElementsByTagName('*')) if (tags.includes(element.tagName)) return true
  return false
}

/** The first element under `root` with this tag, if any. */
export function firstNamed(root: Element, tag: string): Element | undefined {
  return root.getElementsByTagName(tag.toLowerCase())[0]
}

/** The elements under `root` with one of these classes, in document order. */
export function elementsWithClass(root: Element, ...classes: string[]): Element[] {
  return [...root.getElementsByTagName('*')].filter((element) => classes.some((name) => element.classList.contains(name)))
}

/** `element` or its nearest ancestor with this tag. */
export function closestNamed(element: Element, tag: string): Element | null {
  for (let at: Element | null = element; at; at = at.parentElement) if (at.tagName === tag) return at
  return null
}
