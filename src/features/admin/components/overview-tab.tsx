import { useQueries } from '@tanstack/react-query'
import { FileText, MessageSquare, Users, Video } from 'lucide-react'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import { adminCommentQueries } from '@/data/comments/admin-comment-queries.ts'
import { adminSubscriberQueries } from '@/data/subscribers/admin-subscriber-queries.ts'
import { adminVideoQueries } from '@/data/video-posts/admin-video-queries.ts'
import type { DashboardTabId } from '../utils/dashboard-tabs.ts'
import { PanelHeader } from './panel-header.tsx'
import { StatCard } from './stat-card.tsx'

export function OverviewTab({ onOpen }: { onOpen: (tab: DashboardTabId) => void }) {
  // One count=exact HEAD request per table, each refreshed by the writes to its own table.
  const [articles, videos, pendingComments, subscribers] = useQueries({
    queries: [adminArticleQueries.count(), adminVideoQueries.count(), adminCommentQueries.pendingCount(), adminSubscriberQueries.count()],
  })
  const busy = [articles, videos, pendingComments, subscribers].some((count) => count.isPending)
  return (
    <>
      <PanelHeader title="Overview" description="Everything on the site at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={busy}>
        <StatCard label="Total Articles" value={articles.data} icon={FileText} onOpen={() => onOpen('articles')} />
        <StatCard label="Video Posts" value={videos.data} icon={Video} onOpen={() => onOpen('videos')} />
        <StatCard label="Pending Comments" value={pendingComments.data} icon={MessageSquare} onOpen={() => onOpen('comments')} />
        <StatCard label="Subscribers" value={subscribers.data} icon={Users} onOpen={() => onOpen('subscribers')} />
      </div>
    </>
  )
}
