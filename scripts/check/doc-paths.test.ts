import { describe, expect, it } from 'vitest'
import { exists, pathMentions, treeOf } from './doc-paths.ts'

const tree = treeOf([
  'README.md',
  'docs/testing.md',
  'docs/deploy-hook.md',
  'src/app/prerender/hydrate-page.tsx',
  'src/features/video-player/utils/youtube.ts',
  'server/src/rest/request/request.ts',
  'tests/product/hostile-abuse.test.ts',
])

describe('pathMentions', () => {
  it('finds links and path-shaped code spans, with their lines', () => {
    const doc = [
      'See [testing](docs/testing.md#layers) and `src/app/prerender/hydrate-page.tsx`.',
      'The player is `features/video-player`, the REST stages `server/src/rest/`.',
    ].join('\n')
    expect(pathMentions(doc)).toEqual([
      { line: 1, path: 'docs/testing.md' },
      { line: 1, path: 'src/app/prerender/hydrate-page.tsx' },
      { line: 2, path: 'server/src/rest/' },
    ])
  })

  it('leaves out what is not a repository path: URLs, anchors, routes, placeholders, MIME types, fenced code', () => {
    const doc = [
      '[site](https://example.com/a.md), [above](#tests), `/admin/signin`, `<slug>.html`, `application/json`, `bench:crafted`',
      '```bash',
      'tsx scripts/gone.ts',
      '```',
    ].join('\n')
    expect(pathMentions(doc)).toEqual([])
  })
})

describe('exists', () => {
  it('resolves a link from the doc\'s folder, as a reader following it', () => {
    expect(exists(tree, 'docs/deploying.md', 'deploy-hook.md', { link: true })).toBe(true)
    expect(exists(tree, 'docs/deploying.md', '../README.md', { link: true })).toBe(true)
    expect(exists(tree, 'docs/deploying.md', 'build-hook.md', { link: true })).toBe(false)
    expect(exists(tree, 'README.md', 'deploy-hook.md', { link: true })).toBe(false)
  })

  it('takes a code span written from any folder above the file, files and folders alike', () => {
    expect(exists(tree, 'ARCHITECTURE.md', 'app/prerender/hydrate-page.tsx')).toBe(true)
    expect(exists(tree, 'ARCHITECTURE.md', 'src/rest/request/')).toBe(true)
    expect(exists(tree, 'ARCHITECTURE.md', 'features/video-player')).toBe(true)
  })

  it('flags a moved or removed file or folder', () => {
    expect(exists(tree, 'ARCHITECTURE.md', 'app/hydrate-page.tsx')).toBe(false)
    expect(exists(tree, 'ARCHITECTURE.md', 'src/features/videos')).toBe(false)
    expect(exists(tree, 'ARCHITECTURE.md', 'rest/request.ts')).toBe(false)
    // A folder mention must be a folder, and a partial name is no match.
    expect(exists(tree, 'ARCHITECTURE.md', 'src/app/prerender/hydrate-page.tsx/')).toBe(false)
    expect(exists(tree, 'ARCHITECTURE.md', 'player/utils/youtube.ts')).toBe(false)
  })

  it('matches * within one folder', () => {
    expect(exists(tree, 'CONTRIBUTING.md', 'tests/product/hostile-*.test.ts')).toBe(true)
    expect(exists(tree, 'CONTRIBUTING.md', 'tests/*.test.ts')).toBe(false)
  })
})
