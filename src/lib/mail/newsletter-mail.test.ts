import { describe, expect, it } from 'vitest'
import { emailImage, newsletterClickUrl, newsletterMail } from './newsletter-mail.ts'

const base = {
  siteUrl: 'https://news.example/',
  siteName: 'The Daily Opinion',
  subject: 'Week <1>',
  intro: 'Hello <b>all</b>\n\nSecond & last',
  postalAddress: '1 Fleet Street\nLondon',
  unsubscribeUrl: 'https://news.example/newsletter/unsubscribe?token=abc',
  articles: [{
    title: '<script>alert(1)</script>',
    slug: 'a-story',
    excerpt: 'Short "quote"',
    image_url: 'https://x.supabase.co/storage/v1/object/public/article-images/set1/1600x1067.webp',
    image_alt: 'A <photo>',
  }],
}

describe('newsletterMail', () => {
  it('escapes every user text in the HTML and keeps it readable in the plain text', () => {
    const mail = newsletterMail(base)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Hello &lt;b&gt;all&lt;/b&gt;')
    expect(mail.html).toContain('alt="A &lt;photo&gt;"')
    expect(mail.html).toContain('href="https://news.example/a-story"')
    expect(mail.html).toContain('>Unsubscribe</a>')
    expect(mail.html).toContain('1 Fleet Street<br>London')
    expect(mail.text).toContain('<script>alert(1)</script>\nShort "quote"\nhttps://news.example/a-story')
    expect(mail.text).toContain('Unsubscribe: https://news.example/newsletter/unsubscribe?token=abc')
    expect(mail.text).toContain('Hello <b>all</b>\n\nSecond & last')
  })

  it('sends every site link through linkUrl when given: the masthead and each article, in the HTML and the text', () => {
    const linkUrl = (path: string) => newsletterClickUrl('https://x.supabase.co/functions/v1/', 'issue-1', path)
    const mail = newsletterMail({ ...base, linkUrl })
    expect(mail.html).toContain('href="https://x.supabase.co/functions/v1/newsletter-click?issue=issue-1&amp;link=%2Fa-story"')
    expect(mail.html).toContain('href="https://x.supabase.co/functions/v1/newsletter-click?issue=issue-1&amp;link=%2F"')
    expect(mail.html).not.toContain('href="https://news.example/a-story"')
    expect(mail.text).toContain('Short "quote"\nhttps://x.supabase.co/functions/v1/newsletter-click?issue=issue-1&link=%2Fa-story')
    expect(mail.text).toContain('Unsubscribe: https://news.example/newsletter/unsubscribe?token=abc')
  })

  it('reads as mail clients need: a phone viewport, the site named once ("the newsletter from …", never "the The …")', () => {
    const mail = newsletterMail(base)
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(mail.text).toContain('You receive this because you subscribed to the newsletter from The Daily Opinion.')
    expect(`${mail.html}\n${mail.text}`).not.toMatch(/\bthe The\b/)
  })

  it('leaves the postal address out when none is set', () => {
    expect(newsletterMail({ ...base, postalAddress: ' ' }).text.trimEnd().endsWith('token=abc')).toBe(true)
  })
})

describe('emailImage', () => {
  it('picks the JPEG copy at the stored width sharp at twice the column, with its displayed size (no WebP: Outlook shows none)', () => {
    expect(emailImage('https://news.example', base.articles[0]!.image_url)).toEqual({
      src: 'https://x.supabase.co/storage/v1/object/public/article-images/set1/1200x800.jpg', width: 544, height: 363,
    })
    expect(emailImage('https://news.example', '/images/photos/p1/1600x1067.avif').src).toBe('https://news.example/images/photos/p1/1200x800.jpg')
  })

  it('makes a site path absolute and keeps an image of another origin (the Storage API) as it is', () => {
    expect(emailImage('https://news.example', '/images/photos/p1/800x533.jpg')).toEqual({
      src: 'https://news.example/images/photos/p1/800x533.jpg', width: 544, height: 362,
    })
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/article-images/a.png'
    expect(emailImage('https://news.example', stored)).toEqual({ src: stored, width: 544 })
  })
})
