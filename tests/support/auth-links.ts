/**
 * The auth e-mail link flow as a browser meets it: the link read from the real mail catcher,
 * followed without the redirect, and the session (or error) GoTrue puts in the URL fragment.
 */
import { inject } from 'vitest'
import { linkIn, waitForMail } from './mail.ts'

/** The verify link in the newest mail to `address` whose subject matches. */
export async function verifyLinkFor(address: string, subject: string | RegExp, count = 1): Promise<string> {
  const mails = await waitForMail(inject('mailUrl'), address, { subject, count })
  const mail = mails[mails.length - 1]
  if (!mail?.text) throw new Error(`the mail to ${address} has no text part`)
  return linkIn(mail.text, `${inject('supabaseUrl')}/auth/v1/verify?`)
}

export interface FollowedLink {
  status: number
  /** Where the browser is sent, without the fragment. */
  target: string
  /** The fragment's parameters (the session, or the error). */
  fragment: URLSearchParams
}

/** Follows a verify link one hop, as the browser does before the app reads the fragment. */
export async function followLink(link: string): Promise<FollowedLink> {
  const response = await fetch(link, { redirect: 'manual' })
  await response.body?.cancel()
  const location = response.headers.get('location') ?? ''
  const hash = location.indexOf('#')
  return {
    status: response.status,
    target: hash === -1 ? location : location.slice(0, hash),
    fragment: new URLSearchParams(hash === -1 ? '' : location.slice(hash + 1)),
  }
}
