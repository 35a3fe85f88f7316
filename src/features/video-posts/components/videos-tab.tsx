import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { createdAtCursor } from '@/data/keyset.ts'
import { useDeleteVideoMutation } from '@/data/video-posts/admin-video-mutations.ts'
import { adminVideoQueries } from '@/data/video-posts/admin-video-queries.ts'
import type { VideoPost } from '@/data/video-posts/video-fetchers.ts'
import { errorText } from '@/lib/error-text.ts'
import { useKeysetPager } from '@/hooks/use-keyset-pager.ts'
import { AddVideoDialog } from './add-video-dialog.tsx'
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PaginationControls } from '@/components/ui/pagination-controls.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { VideoListItem } from './video-list-item.tsx'

export function VideosTab() {
  const pager = useKeysetPager(createdAtCursor)
  const videos = useQuery(adminVideoQueries.list(pager.after))
  const count = useQuery(adminVideoQueries.count())
  const [adding, setAdding] = useState(false)
  const [toDelete, setToDelete] = useState<VideoPost | null>(null)
  const deletion = useDeleteVideoMutation({
    onSuccess: (_, { title }) => toast({ title: 'Video deleted', description: `"${title}" has been removed.`, variant: 'success' }),
  })

  pager.stepBackIfEmptied(videos)
  const rows = videos.data?.rows ?? []
  const total = count.data ?? 0

  return (
    <>
      <PanelHeader title="Video Posts" description={count.data !== undefined ? `${total} video post${total === 1 ? '' : 's'}` : undefined}
        actions={<Button onClick={() => setAdding(true)}><Plus className="h-4 w-4" aria-hidden />New Video</Button>} />
      {videos.isPending && <ListStatus kind="loading">Loading video posts...</ListStatus>}
      {videos.isError && !videos.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void videos.refetch()}>Try again</Button>}>
          {errorText(videos.error, "Couldn't load the video posts.")}
        </ListStatus>
      )}
      {videos.data && rows.length === 0 && <ListStatus kind="empty">No video posts yet</ListStatus>}
      {rows.length > 0 && (
        <ul aria-label="Video posts" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {rows.map((video) => <VideoListItem key={video.id} video={video} onDelete={() => setToDelete(video)} />)}
        </ul>
      )}
      {videos.data && (pager.page > 1 || videos.data.hasMore) && <PaginationControls {...pager.controls(videos, total)} />}
      <AddVideoDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog open={toDelete !== null} thing="video post" name={toDelete?.title} busy={deletion.isPending}
        onOpenChange={(open) => { if (!open) setToDelete(null) }}
        onConfirm={() => toDelete && deletion.mutate({ id: toDelete.id, title: toDelete.title }, { onSettled: () => setToDelete(null) })} />
    </>
  )
}
