// The public specs' fixtures are the shared ones in e2e/support/fixtures.ts (YouTube stubbed,
// onCleanup, makeArticle); this name stays only for the specs that still import it.
export { expect, test } from '../support/fixtures.ts'
