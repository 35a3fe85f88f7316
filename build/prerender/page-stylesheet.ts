/**
 * The rules a prerendered page's own markup can use, out of the site's stylesheet. Inline, the
 * whole sheet (52 kB, about 10 kB compressed) was half of an article page's bytes: the page then
 * took a second round trip on a slow phone's new connection (about 14 kB fit in the first) before
 * anything, the lead photo included, could follow it. The site's stylesheet still comes, linked by
 * the page's loader (first-paint.ts) beside the app's script, for what the app draws later: menus,
 * overlays, other pages. Every rule inline is also in it, so its arrival changes nothing on screen.
 *
 * Tailwind's rules are selected by class, so a rule is kept when its classes are all on the page
 * (any of its selectors'); a rule that names no class (the reset, `:root`'s variables, element
 * and attribute selectors) is always kept, as are @keyframes and @property. It errs towards
 * keeping: a class only under `:not()` or in one of several alternatives of `:is()`/`:where()`/
 * `:has()` is not required. Beasties, the usual tool, matches selectors against the markup instead
 * and dropped rules the pages use (`:where(.divide-y>…)`, the article body's `[&_p]:mb-5 p`).
 */
import postcss, { type ChildNode, type Container, type Root, type Rule } from 'postcss'
import selectorParser from 'postcss-selector-parser'

export interface SiteStylesheet {
  root: Root
  /** Per rule, the classes each of its selectors needs; a rule without an entry is always kept. */
  needs: Map<Rule, string[][]>
}

/** Pseudo-classes whose argument a match does not need to be on the page. */
const PSEUDO_NOT_REQUIRED = new Set([':not'])

function classesNeeded(selector: selectorParser.Selector): string[] {
  const classes: string[] = []
  const visit = (node: selectorParser.Node) => {
    if (node.type === 'class') classes.push(node.value)
    else if (node.type === 'pseudo') {
      // `:is(.a)` needs .a; `:is(.a, .b)` needs either, so neither is required; `:not(.a)` needs none.
      if (!PSEUDO_NOT_REQUIRED.has(node.value.toLowerCase()) && node.nodes.length === 1) node.nodes.forEach(visit)
    } else if ('nodes' in node && Array.isArray(node.nodes)) node.nodes.forEach(visit)
  }
  selector.nodes.forEach(visit)
  return classes
}

/** Parses the site's stylesheet once, for every page of a build. */
export function parseSiteStylesheet(css: string): SiteStylesheet {
  const root = postcss.parse(css)
  const needs = new Map<Rule, string[][]>()
  const parser = selectorParser()
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are kept with their @keyframes.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return
    const alternatives = parser.astSync(rule.selector).nodes.map(classesNeeded)
    if (alternatives.every((classes) => classes.length > 0)) needs.set(rule, alternatives)
  })
  return { root, needs }
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#x27': "'", '#39': "'" }

/** The class names in a page's markup (its class attributes, entities decoded). */
export function pageClassNames(html: string): Set<string> {
  const names = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|quot|lt|gt|apos|#x27|#39);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    for (const name of decoded.split(/\s+/)) if (name) names.add(name)
  }
  return names
}

/**
 * At-rules kept whole, as they are. Any other at-rule with a block (`@media`, `@supports`, a
 * `@layer` block) is kept with those of its rules the page uses, and dropped when none is.
 */
const WHOLE_AT_RULES = /keyframes$|^font-face$|^property$|^page$/i

/** The site's stylesheet cut to what `html` uses, as CSS text. */
export function stylesheetForPage(sheet: SiteStylesheet, html: string): string {
  const onPage = pageClassNames(html)
  const render = (node: ChildNode): string => {
    if (node.type === 'comment') return ''
    if (node.type === 'rule') {
      const alternatives = sheet.needs.get(node)
      return !alternatives || alternatives.some((classes) => classes.every((name) => onPage.has(name))) ? node.toString() : ''
    }
    if (node.type === 'atrule' && node.nodes && !WHOLE_AT_RULES.test(node.name)) {
      const inner = renderAll(node)
      return inner ? `@${node.name}${node.params ? ` ${node.params}` : ''}{${inner}}` : ''
    }
    return node.toString() + (node.type === 'atrule' && !node.nodes ? ';' : '')
  }
  const renderAll = (container: Container): string => (container.nodes ?? []).map(render).join('')
  return renderAll(sheet.root)
}
