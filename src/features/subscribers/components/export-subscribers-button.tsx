import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { useExportSubscribersMutation } from '@/data/subscribers/admin-subscriber-mutations.ts'
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
  const exporting = useExportSubscribersMutation({
    onSuccess: (rows) => download(toCsv(['email', 'status', 'subscribed_at'], rows.map((row) => [row.email, row.status, row.created_at])), csvFileName('subscribers')),
  })

  return (
    <Button variant="secondary" onClick={() => exporting.mutate()} disabled={disabled || exporting.isPending}>
      <Download className="h-4 w-4" aria-hidden />
      {exporting.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
