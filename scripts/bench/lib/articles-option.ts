/**
 * The benches' `--articles N`: how many articles to load, a whole number from 100 to 1,000,000.
 * Anything else ends the run with the reason and exit code 2.
 */
export function articlesOption(value: string | undefined): number {
  const articles = Number(value)
  if (!Number.isInteger(articles) || articles < 100 || articles > 1_000_000) {
    console.error('--articles must be a whole number between 100 and 1,000,000')
    process.exit(2)
  }
  return articles
}
