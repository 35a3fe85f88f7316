import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { fieldControl, FormField } from '@/components/ui/form-field.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { POSTAL_ADDRESS_MAX, SITE_NAME_MAX } from '@/config/site.ts'
import type { SiteSettingsRow, SiteSettingsValues } from '@/data/site-settings/site-settings-fetchers.ts'
import { useSaveSiteSettingsMutation } from '@/data/site-settings/site-settings-queries.ts'
import { settingsProblems, type SettingsProblems } from '@/data/site-settings/site-settings-rules.ts'

const FIELDS = {
  site_name: 'settings-site-name',
  reply_to: 'settings-reply-to',
  postal_address: 'settings-postal-address',
} as const

/** The field's problem under it, tied to the control for screen readers. */
function Problem({ field, problems }: { field: keyof SiteSettingsValues; problems: SettingsProblems }) {
  const text = problems[field]
  return text ? <p id={`${FIELDS[field]}-problem`} role="alert" className="mt-1 text-sm text-brand">{text}</p> : null
}

const described = (field: keyof SiteSettingsValues, problems: SettingsProblems) => ({
  'aria-invalid': problems[field] ? true : undefined,
  'aria-describedby': [`${FIELDS[field]}-hint`, problems[field] ? `${FIELDS[field]}-problem` : ''].join(' ').trim(),
})

/** The sender's name, the reply-to and the postal address: checked here, then by the database. */
export function SiteSettingsForm({ saved }: { saved: SiteSettingsRow }) {
  const [values, setValues] = useState<SiteSettingsValues>({
    site_name: saved.site_name, reply_to: saved.reply_to, postal_address: saved.postal_address,
  })
  const [problems, setProblems] = useState<SettingsProblems>({})
  const save = useSaveSiteSettingsMutation({
    onSuccess: (row) => {
      setValues({ site_name: row.site_name, reply_to: row.reply_to, postal_address: row.postal_address })
      toast({ title: 'Settings saved', description: 'E-mails from now on go out with these settings.', variant: 'success' })
    },
  })
  const set = (field: keyof SiteSettingsValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = settingsProblems(values)
    setProblems(found)
    if (Object.keys(found).length === 0) save.mutate(values)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Site settings" className="max-w-2xl space-y-5 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <FormField id={FIELDS.site_name} label="Site name" required hint={`Every e-mail the site sends comes from this name (at most ${SITE_NAME_MAX} characters).`}>
        <input id={FIELDS.site_name} className={fieldControl} value={values.site_name} onChange={set('site_name')} autoComplete="organization" {...described('site_name', problems)} />
        <Problem field="site_name" problems={problems} />
      </FormField>
      <FormField id={FIELDS.reply_to} label="Reply-to address" hint="Where readers' replies to an e-mail go. Empty: to the address the e-mails are sent from.">
        <input id={FIELDS.reply_to} type="email" className={fieldControl} value={values.reply_to} onChange={set('reply_to')} placeholder="letters@your-site.example" {...described('reply_to', problems)} />
        <Problem field="reply_to" problems={problems} />
      </FormField>
      <FormField id={FIELDS.postal_address} label="Postal address"
        hint={`Printed at the foot of every newsletter, as the law asks (CAN-SPAM); needed before the first newsletter can be sent. At most ${POSTAL_ADDRESS_MAX} characters.`}>
        <textarea id={FIELDS.postal_address} rows={3} className={fieldControl} value={values.postal_address} onChange={set('postal_address')}
          placeholder={'The Daily Opinion\n1 Example Street\nCity, Country'} autoComplete="street-address" {...described('postal_address', problems)} />
        <Problem field="postal_address" problems={problems} />
      </FormField>
      <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save settings'}</Button>
    </form>
  )
}
