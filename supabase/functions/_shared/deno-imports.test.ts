import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Deno runs the functions from their source: every project file an entry reaches, including the
 * app's catalogue in src/config and src/lib, must import by relative path with its `.ts`
 * extension (no Vite `@/` alias, no bare specifiers but `jsr:`/`npm:`/URLs) and use no Vite or
 * Node API.
 */
const FUNCTIONS = path.resolve(import.meta.dirname, '..')
const ROOT = path.resolve(FUNCTIONS, '../..')

const entries = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => path.join(FUNCTIONS, entry.name, 'index.ts'))

function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? match[2] ?? '')
}

/** Every project file the entries reach, and what is wrong with each for Deno. */
function walk(): { reached: string[]; problems: string[] } {
  const seen = new Set<string>()
  const problems: string[] = []
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const where = path.relative(ROOT, file)
    if (/import\.meta\.env|\bprocess\.|\brequire\(/.test(text)) problems.push(`${where}: uses a Vite or Node API`)
    for (const specifier of specifiers(text)) {
      if (/^(jsr:|npm:|https:\/\/)/.test(specifier)) continue
      if (!specifier.startsWith('.')) problems.push(`${where}: '${specifier}' is not a relative path`)
      else if (!specifier.endsWith('.ts')) problems.push(`${where}: '${specifier}' has no .ts extension`)
      else {
        const target = path.resolve(path.dirname(file), specifier)
        if (existsSync(target)) queue.push(target)
        else problems.push(`${where}: '${specifier}' does not exist`)
      }
    }
  }
  return { reached: [...seen].map((file) => path.relative(ROOT, file)).sort(), problems }
}

describe('what the Edge Functions import', () => {
  const { reached, problems } = walk()

  it('starts from every function and reaches the shared site catalogue', () => {
    expect(entries.map((entry) => path.relative(ROOT, entry))).toEqual(['supabase/functions/newsletter-click/index.ts', 'supabase/functions/rss/index.ts', 'supabase/functions/send-mail/index.ts', 'supabase/functions/sitemap/index.ts', 'supabase/functions/team/index.ts', 'supabase/functions/unsubscribe/index.ts'])
    expect(reached).toEqual(expect.arrayContaining(['src/config/categories.ts', 'src/config/site-catalogue.ts', 'src/lib/sitemap-xml.ts', 'src/lib/xml.ts']))
  })

  it('loads under Deno as it is', () => {
    expect(problems).toEqual([])
  })
})
