/**
 * `npm run bench:photo-lead`: the photo-lead measurement (scripts/bench/lib/photo-lead.ts)
 * on its own, against a seeded throwaway backend; `npm run bench` runs it on its 100,000
 * articles. Exits 1 when a target is missed.
 */
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { formatPhotoLead, measurePhotoLead, photoLeadMet, type Query } from './lib/photo-lead.ts'
import { startStack, stopOnSignals } from '../dev/stack.ts'

const stack = await startStack({ name: 'news-photo-lead-db-', log: () => undefined })
stopOnSignals(stack, (line) => console.error(`[photo-lead] ${line}`))
try {
  const { api } = stack.backend
  const query: Query = (text, values) => api.db.pool.query(text, values)
  const report = await measurePhotoLead({ apiUrl: api.url, anonKey: LOCAL_ANON_KEY, query })
  const met = photoLeadMet(report)
  console.log(`${formatPhotoLead(report)}\n${met ? 'all targets met' : 'a target was missed'}`)
  process.exitCode = met ? 0 : 1
} finally {
  await stack.stop()
}
