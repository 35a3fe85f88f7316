import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { siteSettingsQueries } from '@/data/site-settings/site-settings-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import { RequireTwoFactorSetting } from './require-two-factor-setting.tsx'
import { SiteSettingsForm } from './site-settings-form.tsx'

/** The Settings tab (administrators): what e-mails go out as, and the two-factor requirement. */
export function SettingsTab() {
  const settings = useQuery(siteSettingsQueries.settings())
  return (
    <>
      <PanelHeader title="Settings" description="How the site's e-mails go out, and how members sign in." />
      {settings.isPending && <ListStatus kind="loading">Loading the settings...</ListStatus>}
      {settings.isError && !settings.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void settings.refetch()}>Try again</Button>}>
          {errorText(settings.error, "Couldn't load the settings.")}
        </ListStatus>
      )}
      {settings.data && (
        <div className="space-y-6">
          <SiteSettingsForm saved={settings.data} />
          <RequireTwoFactorSetting />
        </div>
      )}
    </>
  )
}
