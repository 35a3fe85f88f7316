import { useQuery } from '@tanstack/react-query'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { useAfterIdle } from '@/hooks/use-after-idle.ts'
import { useImageSweep } from '../hooks/use-image-sweep.ts'

/**
 * Renders nothing: mounted beside the dashboard, it runs the daily sweep of unused images once
 * the page is idle. Editors and administrators only: the sweep's question is refused to anyone
 * else (the role is the dashboard's own query, so this asks nothing more).
 */
export function UnusedImageSweep({ userId }: { userId: string }) {
  const role = useQuery(adminQueries.role(userId)).data
  useImageSweep(useAfterIdle() && (role === 'editor' || role === 'admin'))
  return null
}
