/**
 * The database's analytics rules that the site states (the Privacy Policy page, the Analytics
 * tab): `database-facts.test.ts` holds them to supabase/schema-snapshot/.
 */

/** The periods the Analytics tab offers, each a running total in the database. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

/** Days the raw page views are kept (today included); the daily totals are kept for good. */
export const ANALYTICS_RAW_DAYS = 90

/** Page views one client address may send in a minute; more are not counted. */
export const ANALYTICS_VIEWS_PER_MINUTE = 120

/** Minutes the keyed hash of an address is kept for that limit, at most. */
export const ANALYTICS_LIMIT_MINUTES = 2
