import type { ArticleResult, ArticleWrite, ImportJob, ImportProgress, ImportSink, ImportStart, PathRedirect, SubscriberResult, SubscriberWrite } from './import-sink.ts'

/**
 * A sink that writes nothing and keeps what it was given: `npm run import -- --dry-run` reports
 * from it, and the unit tests read the rows an import would write.
 */
export class DryRunSink implements ImportSink {
  readonly articles: ArticleWrite[] = []
  readonly subscribers: SubscriberWrite[] = []
  readonly redirects: PathRedirect[] = []
  readonly imageSets: string[] = []
  readonly progressReports: ImportProgress[] = []
  started: ImportStart | null = null
  outcome: 'done' | 'failed' | null = null

  /** `keepRows: false` counts without keeping (a dry run of a large export stays small). */
  constructor(private readonly done: ReadonlySet<string> = new Set(), private readonly keepRows = true) {}

  async start(start: ImportStart): Promise<ImportJob> {
    this.started = start
    return { id: 'dry-run', resumed: false, keyPrefix: `${start.format}:${start.site}:` }
  }

  async alreadyImported(_job: ImportJob, keys: readonly string[]): Promise<Set<string>> {
    return new Set(keys.filter((key) => this.done.has(key)))
  }

  async writeArticles(_job: ImportJob, rows: readonly ArticleWrite[]): Promise<ArticleResult[]> {
    if (this.keepRows) this.articles.push(...rows)
    return rows.map((row) => ({ key: row.key, slug: row.slug }))
  }

  async writeSubscribers(_job: ImportJob, rows: readonly SubscriberWrite[]): Promise<SubscriberResult> {
    if (this.keepRows) this.subscribers.push(...rows)
    return { added: rows.length, kept: 0, invalid: 0 }
  }

  async writeRedirects(_job: ImportJob, rows: readonly PathRedirect[]): Promise<number> {
    this.redirects.push(...rows)
    return rows.length
  }

  async recordImages(_job: ImportJob, sets: readonly string[]): Promise<void> {
    this.imageSets.push(...sets)
  }

  async progress(_job: ImportJob, progress: ImportProgress): Promise<void> {
    this.progressReports.push(progress)
  }

  async finish(_job: ImportJob, outcome: 'done' | 'failed', progress: ImportProgress): Promise<void> {
    this.outcome = outcome
    this.progressReports.push(progress)
  }
}
