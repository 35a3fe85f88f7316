import { BarChart3, FileText, FileUp, LayoutDashboard, Mail, MessageSquare, Settings, UserCog, Users, Video, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn.ts'
import type { StaffRole } from '@/data/admins/staff-role.ts'
import { tabsFor, type DashboardTabId } from '../utils/dashboard-tabs.ts'

const ICONS: Record<DashboardTabId, LucideIcon> = {
  overview: LayoutDashboard, articles: FileText, videos: Video, comments: MessageSquare, subscribers: Users, newsletter: Mail, analytics: BarChart3, team: UserCog,
  settings: Settings, import: FileUp,
}

interface DashboardNavProps {
  active: DashboardTabId
  onSelect: (tab: DashboardTabId) => void
  /** Only the tabs this role may use are offered. */
  role: StaffRole
}

/** The sidebar: a vertical tab list on wide screens, a scrollable row on phones. */
export function DashboardNav({ active, onSelect, role }: DashboardNavProps) {
  return (
    <div role="tablist" aria-label="Dashboard sections" aria-orientation="vertical"
      className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
      {tabsFor(role).map(({ id, label }) => {
        const Icon = ICONS[id]
        const selected = id === active
        return (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={selected} aria-controls={`panel-${id}`}
            onClick={() => onSelect(id)}
            className={cn(
              'flex shrink-0 items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium transition-colors',
              selected ? 'bg-brand text-white' : 'text-ink hover:bg-gray-100',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </button>
        )
      })}
    </div>
  )
}
