import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { fetchAllSubscribers } from '../api/admin-subscribers.ts'
import { withSessionGuard } from '../api/session-guard.ts'
import { csvFileName, toCsv } from '../utils/csv.ts'

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export function ExportSubscribersButton({ disabled }: { disabled: boolean }) {
  const [busy, setBusy] = useState(false)

  async function exportCsv() {
    setBusy(true)
    try {
      const rows = await withSessionGuard(fetchAllSubscribers)
      download(toCsv(['email', 'subscribed_at'], rows.map((row) => [row.email, row.created_at])), csvFileName('subscribers'))
    } catch (error) {
      toast({ title: 'Error fetching subscribers', description: (error as Error).message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant="secondary" onClick={() => void exportCsv()} disabled={disabled || busy}>
      <Download className="h-4 w-4" aria-hidden />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
