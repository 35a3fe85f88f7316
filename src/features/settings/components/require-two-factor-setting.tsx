import { useQuery } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store.ts'
import { siteSettingsQueries, useSetTwoFactorRequiredMutation } from '@/data/site-settings/site-settings-queries.ts'

/** "Require two-factor for everyone": members without it can still sign in and set it up, but change nothing until they do. */
export function RequireTwoFactorSetting() {
  const required = useQuery(siteSettingsQueries.twoFactorRequired())
  const setRequired = useSetTwoFactorRequiredMutation({
    onSuccess: (value) => toast({
      title: value ? 'Two-factor required' : 'Two-factor optional',
      description: value ? 'Members without two-factor sign-in can change nothing until they set it up.' : 'Members choose whether to use two-factor sign-in.',
      variant: 'success',
    }),
  })
  return (
    <div className="mb-6 rounded-lg border border-gray-200 bg-white p-4">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={required.data ?? false}
          disabled={required.isPending || setRequired.isPending}
          onChange={(event) => setRequired.mutate(event.target.checked)} />
        <span>
          <span className="block font-medium">Require two-factor sign-in for everyone</span>
          <span className="block text-ink-muted">Members without it can sign in and set it up, but cannot change anything until they do. Turn on your own first.</span>
        </span>
      </label>
    </div>
  )
}
