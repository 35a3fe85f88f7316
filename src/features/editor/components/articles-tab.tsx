import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import type { CategorySlug } from '@/config/categories.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { articleCursor, type AdminArticleRow, type ArticleStatusFilter } from '@/data/articles/admin-article-fetchers.ts'
import { useDeleteArticleMutation } from '@/data/articles/admin-article-mutations.ts'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import { staffPermissions, type StaffRole } from '@/data/admins/staff-role.ts'
import { adminAnalyticsQueries } from '@/data/analytics/admin-analytics-queries.ts'
import { NEW_ARTICLE, useArticleEditor } from '../hooks/use-article-editor.ts'
import { useKeysetPager } from '@/hooks/use-keyset-pager.ts'
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts'
import { errorText } from '@/lib/error-text.ts'
import { searchableTerm } from '@/lib/search-term.ts'
import { ArticleFilters } from './article-filters.tsx'
import { ArticleListItem } from './article-list-item.tsx'
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx'
import { EditorLoading } from './editor-loading.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PaginationControls } from '@/components/ui/pagination-controls.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'

// The editor (TipTap) is a chunk of its own, fetched once the Articles tab is shown.
const loadEditor = () => import('./article-editor-dialog.tsx')
const ArticleEditorDialog = lazy(async () => ({ default: (await loadEditor()).ArticleEditorDialog }))

interface ArticlesTabProps {
  /** The article the address opens in the editor ('new' for a new one), or null. */
  editing: string | null
  /** What the list and the editor offer: a contributor sees their own articles, writes drafts, submits them for review. */
  role: StaffRole
  /** The signed-in member: a contributor's list asks for their own articles by key. */
  userId: string
}

/**
 * The list's address. Closing the editor replaces the editor's history entry with it (no
 * history traversal: a traversal still under way would abort the next navigation), while Back
 * from the editor returns to the entry the list pushed it from.
 */
const LIST_ADDRESS = `${adminPaths.dashboard}?tab=articles`

export function ArticlesTab({ editing, role, userId }: ArticlesTabProps) {
  const can = staffPermissions(role)
  const [searchInput, setSearchInput] = useState('')
  const [category, setCategory] = useState<CategorySlug | null>(null)
  const [status, setStatus] = useState<ArticleStatusFilter | null>(null)
  const search = searchableTerm(useDebouncedValue(searchInput, 300))
  // Paged by key; a new search or category starts again at page 1.
  const pager = useKeysetPager(articleCursor, `${search ?? ''}|${category ?? ''}|${status ?? ''}`)
  // RLS shows a contributor only their own articles; naming the author too lets the list read
  // them through the author index instead of filtering every article.
  const filters = { search, category, status, authorId: can.publish ? null : userId }
  const articles = useQuery(adminArticleQueries.list(filters, pager.after))
  // The counters are editors' (a contributor's list is their own articles only), and submitted
  // drafts are not counted: those lists page by key without a total.
  const count = useQuery({ ...adminArticleQueries.listCount(filters), enabled: can.publish && status !== 'review' })
  const navigate = useNavigate()
  const backToList = () => void navigate(LIST_ADDRESS, { replace: true })
  const editor = useArticleEditor(editing, backToList)
  const openEditor = (articleId: string) => void navigate(adminPaths.articleEditor(articleId))
  const [toDelete, setToDelete] = useState<AdminArticleRow | null>(null)
  const deletion = useDeleteArticleMutation({
    onSuccess: (_, { title }) => toast({ title: 'Article deleted', description: `"${title}" has been removed.`, variant: 'success' }),
  })

  useEffect(() => void loadEditor().catch(() => undefined), [])

  pager.stepBackIfEmptied(articles)
  const rows = articles.data?.rows ?? []
  // Views are analytics, read by editors and administrators only; drafts have none.
  const published = rows.filter((row) => row.status === 'published').map((row) => row.id)
  const views = useQuery({ ...adminAnalyticsQueries.articleViews(published), enabled: can.readAnalytics && published.length > 0 })

  // The count comes from the maintained counters; a search counts up to a cap ("1000+").
  const total = count.data?.count ?? 0
  const totalText = count.data ? `${total.toLocaleString('en-US')}${count.data.exact ? '' : '+'}` : undefined
  return (
    <>
      <PanelHeader title="Articles"
        description={can.publish ? totalText && `${totalText} article${totalText === '1' ? '' : 's'}` : 'Your articles. Write a draft and submit it for review; an editor publishes it.'}
        actions={<Button onClick={() => openEditor(NEW_ARTICLE)}><Plus className="h-4 w-4" aria-hidden />New Article</Button>} />
      <ArticleFilters search={searchInput} onSearchChange={setSearchInput} category={category} onCategoryChange={setCategory}
        status={status} onStatusChange={setStatus} reviewing={can.publish} />
      {articles.isPending && <ListStatus kind="loading">Loading articles...</ListStatus>}
      {articles.isError && !articles.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void articles.refetch()}>Try again</Button>}>
          {errorText(articles.error, "Couldn't load the articles.")}
        </ListStatus>
      )}
      {articles.data && rows.length === 0 && <ListStatus kind="empty">No articles found</ListStatus>}
      {rows.length > 0 && (
        <ul aria-label="Articles" aria-busy={articles.isPlaceholderData}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {rows.map((article) => (
            <ArticleListItem key={article.id} article={article} opening={editor.loadingId === article.id}
              onEdit={() => openEditor(article.id)} onDelete={() => setToDelete(article)} canChange={can.publish || article.status === 'draft'}
              views={views.data && article.status === 'published' ? (views.data[article.id] ?? 0) : undefined} />
          ))}
        </ul>
      )}
      {articles.data && <PaginationControls {...pager.controls(articles, total)} />}
      {editor.loadingId && !rows.some((row) => row.id === editor.loadingId) && <EditorLoading />}
      {editor.session && (
        <Suspense fallback={<EditorLoading />}>
          <ArticleEditorDialog key={editor.session.key} session={editor.session} onClose={backToList} canPublish={can.publish} />
        </Suspense>
      )}
      <ConfirmDeleteDialog open={toDelete !== null} thing="article" name={toDelete?.title} busy={deletion.isPending}
        onOpenChange={(open) => { if (!open) setToDelete(null) }}
        onConfirm={() => toDelete && deletion.mutate({ id: toDelete.id, title: toDelete.title }, { onSettled: () => setToDelete(null) })} />
    </>
  )
}
