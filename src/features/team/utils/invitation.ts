/**
 * What the invitation e-mail says of its link, word for word (src/lib/mail/auth-mail.ts, which the
 * local backend sends; supabase/templates/invite.html on hosted Auth): Auth's otp_expiry in
 * supabase/config.toml, one hour. invitation.test.ts holds the three equal.
 */
export const INVITE_LINK_LIFETIME = 'The link works once, within one hour.'
