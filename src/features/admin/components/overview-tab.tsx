import { useQuery } from '@tanstack/react-query'
import { FileText, MessageSquare, Users, Video } from 'lucide-react'
import { adminOverviewQueries } from '../api/admin-overview.ts'
import { useErrorToast } from '@/hooks/use-error-toast.ts'
import type { DashboardTabId } from '../utils/dashboard-tabs.ts'
import { PanelHeader } from './panel-header.tsx'
import { StatCard } from './stat-card.tsx'

export function OverviewTab({ onOpen }: { onOpen: (tab: DashboardTabId) => void }) {
  const counts = useQuery(adminOverviewQueries.counts())
  useErrorToast(counts.error, 'Error fetching counts')
  const data = counts.data
  return (
    <>
      <PanelHeader title="Overview" description="Everything on the site at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={counts.isPending}>
        <StatCard label="Total Articles" value={data?.articles} icon={FileText} onOpen={() => onOpen('articles')} />
        <StatCard label="Video Posts" value={data?.videos} icon={Video} onOpen={() => onOpen('videos')} />
        <StatCard label="Pending Comments" value={data?.pendingComments} icon={MessageSquare} onOpen={() => onOpen('comments')} />
        <StatCard label="Subscribers" value={data?.subscribers} icon={Users} onOpen={() => onOpen('subscribers')} />
      </div>
    </>
  )
}
