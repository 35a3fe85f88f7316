import { POSTAL_ADDRESS_MAX, REPLY_TO_MAX, SITE_NAME_MAX, SUBSCRIBER_EMAIL_PATTERN } from '../../config/site.ts'
import type { SiteSettingsValues } from './site-settings-fetchers.ts'

// The database's checks (site_settings_*_check), said in words before a save is refused.
const REPLY_TO = new RegExp(SUBSCRIBER_EMAIL_PATTERN, 'i')
/* eslint-disable no-control-regex -- these are the control characters the database refuses */
const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/
/* eslint-enable no-control-regex */

/** What a save stores: trimmed, the address's line breaks as `\n`, tabs as spaces. */
export function normaliseSettings(values: SiteSettingsValues): SiteSettingsValues {
  return {
    site_name: values.site_name.trim(),
    reply_to: values.reply_to.trim(),
    postal_address: values.postal_address.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim(),
  }
}

export type SettingsProblems = Partial<Record<keyof SiteSettingsValues, string>>

/** Each field's problem, if any, in the words the form shows under it (normalised values). */
export function settingsProblems(values: SiteSettingsValues): SettingsProblems {
  const problems: SettingsProblems = {}
  const { site_name: name, reply_to: replyTo, postal_address: address } = normaliseSettings(values)
  if (name === '') problems.site_name = 'Enter the site name: every e-mail goes out under it.'
  else if (name.length > SITE_NAME_MAX) problems.site_name = `The site name can be at most ${SITE_NAME_MAX} characters.`
  else if (CONTROL.test(name)) problems.site_name = 'The site name must be one line of text.'
  if (replyTo !== '' && (replyTo.length > REPLY_TO_MAX || !REPLY_TO.test(replyTo))) {
    problems.reply_to = 'Enter one e-mail address, such as letters@your-site.example, or leave it empty.'
  }
  if (address.length > POSTAL_ADDRESS_MAX) problems.postal_address = `The postal address can be at most ${POSTAL_ADDRESS_MAX} characters.`
  else if (CONTROL_BUT_NEWLINE.test(address)) problems.postal_address = 'The postal address can hold only text and line breaks.'
  return problems
}
