import { deviceClass, pagePath, referrerDomain, refusesTracking, utmTags } from './page-view-fields.ts'

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 0, 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 0, 'desktop'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 5, 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 5, 'mobile'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54', 0, 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 5, 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 5, 'tablet'],
    // iPadOS asks for desktop pages: only the touch screen tells it from a Mac.
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15', 5, 'tablet'],
    ['Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36', 5, 'tablet'],
    ['', 0, 'desktop'],
  ] as const)('%s (%i touch points) is a %s', (agent, touchPoints, expected) => {
    expect(deviceClass(agent, touchPoints)).toBe(expected)
  })
})

describe('referrerDomain', () => {
  it('keeps the linking page\'s domain, lower case, without www.', () => {
    expect(referrerDomain('https://www.Google.com/search?q=x', 'news.example')).toBe('google.com')
    expect(referrerDomain('http://t.co/abc', 'news.example')).toBe('t.co')
    expect(referrerDomain('https://news.ycombinator.com/item?id=1', 'news.example')).toBe('news.ycombinator.com')
  })

  it('drops none, non-web addresses and the site itself', () => {
    expect(referrerDomain('', 'news.example')).toBeNull()
    expect(referrerDomain('android-app://com.google.android.gm/', 'news.example')).toBeNull()
    expect(referrerDomain('https://news.example/about', 'news.example')).toBeNull()
    expect(referrerDomain('https://www.news.example/', 'news.example')).toBeNull()
    expect(referrerDomain('not a url', 'news.example')).toBeNull()
  })
})

describe('utmTags', () => {
  it('reads the three campaign tags, trimmed, at most 100 characters', () => {
    expect(utmTags('?utm_source=newsletter&utm_medium=email&utm_campaign=%20Spring%20sale%20')).toEqual({
      utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'Spring sale',
    })
    expect(utmTags(`?utm_campaign=${'c'.repeat(150)}`).utm_campaign).toHaveLength(100)
  })

  it('gives none for missing or empty tags', () => {
    expect(utmTags('')).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null })
    expect(utmTags('?utm_source=&q=x').utm_source).toBeNull()
  })
})

describe('refusesTracking', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(refusesTracking({ doNotTrack: '1' })).toBe(true)
    expect(refusesTracking({ globalPrivacyControl: true })).toBe(true)
    expect(refusesTracking({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false)
    expect(refusesTracking({ doNotTrack: null })).toBe(false)
  })
})

describe('pagePath', () => {
  it('drops a trailing slash but keeps the root', () => {
    expect(pagePath('/')).toBe('/')
    expect(pagePath('/about/')).toBe('/about')
    expect(pagePath('/category/sports')).toBe('/category/sports')
  })
})
