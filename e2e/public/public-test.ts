import { test as base, expect } from '../support/fixtures.ts'
import { createArticle, deleteArticles, stubYouTube, type ArticleRow, type NewArticle } from './test-data.ts'

interface PublicFixtures {
  youTubeStub: void
  /** Runs the given undo steps after the test, even when it fails or times out. */
  onCleanup: (undo: () => Promise<unknown>) => void
  /** Creates an article that is deleted after the test. */
  makeArticle: (fields?: NewArticle) => Promise<ArticleRow>
}

export const test = base.extend<PublicFixtures>({
  // YouTube is answered locally on every page: the test network is closed.
  youTubeStub: [
    async ({ page }, use) => {
      await stubYouTube(page)
      await use()
    },
    { auto: true },
  ],
  onCleanup: async ({}, use) => {
    const steps: (() => Promise<unknown>)[] = []
    await use((undo) => steps.push(undo))
    for (const undo of steps.reverse()) await undo()
  },
  makeArticle: async ({ sql, onCleanup }, use) => {
    const created: ArticleRow[] = []
    onCleanup(() => deleteArticles(sql, created))
    await use(async (fields) => {
      const row = await createArticle(sql, fields)
      created.push(row)
      return row
    })
  },
})

export { expect }
