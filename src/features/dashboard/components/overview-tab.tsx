import { useQuery } from '@tanstack/react-query'
import { FileText, MessageSquare, Users, Video } from 'lucide-react'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import type { DashboardTabId } from '../utils/dashboard-tabs.ts'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { StatCard } from './stat-card.tsx'

export function OverviewTab({ onOpen }: { onOpen: (tab: DashboardTabId) => void }) {
  // One request for the four counts (overview_counts()), read again each time the tab opens.
  const { data: counts, isPending: busy } = useQuery(adminQueries.overview())
  return (
    <>
      <PanelHeader title="Overview" description="Everything on the site at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={busy}>
        <StatCard label="Total Articles" value={counts?.articles} icon={FileText} onOpen={() => onOpen('articles')} />
        <StatCard label="Video Posts" value={counts?.video_posts} icon={Video} onOpen={() => onOpen('videos')} />
        <StatCard label="Pending Comments" value={counts?.pending_comments} icon={MessageSquare} onOpen={() => onOpen('comments')} />
        <StatCard label="Subscribers" value={counts?.subscribers} icon={Users} onOpen={() => onOpen('subscribers')} />
      </div>
    </>
  )
}
