/**
 * Writes hosted Auth's invitation template (supabase/templates/invite.html) from the site's mail
 * module, so hosted and local invitations are the same page (src/lib/mail/auth-mail.test.ts
 * fails while the file differs).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { hostedInviteTemplate } from '../../src/lib/mail/auth-mail.ts'

const file = path.resolve(import.meta.dirname, '../../supabase/templates/invite.html')
writeFileSync(file, `${hostedInviteTemplate()}\n`)
console.log(`wrote ${path.relative(process.cwd(), file)}`)
