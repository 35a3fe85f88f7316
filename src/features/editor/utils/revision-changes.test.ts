import { aroundChanges, articleBodyText, changeSummary, compareVersions, wordDifference, type ArticleVersion } from './revision-changes.ts'

const current: ArticleVersion = {
  title: 'Council approves the new housing plan',
  excerpt: 'A vote after a long night.',
  content: '<p>The council voted on Tuesday.</p><p>Residents welcomed it.</p>',
  category: 'political',
  image_url: 'https://storage.example/a.jpg',
  image_alt: 'The council chamber',
  featured: false,
  breaking: false,
  status: 'published',
  publish_date: '2026-11-20T10:00:00.000Z',
  author: 'Ada Writer',
}

describe('compareVersions', () => {
  it('finds nothing between a version and itself', () => {
    expect(compareVersions(current, { ...current })).toEqual([])
    expect(changeSummary([])).toBe('Same as the current version')
  })

  it('marks the words an earlier title had (removed) and the ones written since (added)', () => {
    const changes = compareVersions({ ...current, title: 'Council rejects the housing plan' }, current)
    expect(changes).toHaveLength(1)
    const [title] = changes
    expect(title).toMatchObject({ field: 'title', kind: 'words', added: 2, removed: 1 })
    if (title?.kind !== 'words') throw new Error('title is a word change')
    expect(title.parts.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['rejects'])
    expect(title.parts.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['approves', 'new'])
    expect(changeSummary(changes)).toBe('Title (+2 −1 words)')
  })

  it('compares the body as text, not markup: a tag-only change is no change, a word in a paragraph is', () => {
    expect(compareVersions({ ...current, content: '<p>The council voted on <strong>Tuesday</strong>.</p><p>Residents welcomed it.</p>' }, current)).toEqual([])
    const changes = compareVersions({ ...current, content: '<p>The council voted on Monday.</p><p>Residents welcomed it.</p>' }, current)
    expect(changeSummary(changes)).toBe('Body (+1 −1 words)')
  })

  it('never diffs script or markup the sanitiser drops', () => {
    const earlier = { ...current, content: '<p>The council voted on Tuesday.</p><script>alert(1)</script><p onclick="x()">Residents welcomed it.</p>' }
    expect(compareVersions(earlier, current)).toEqual([])
  })

  it('names the featured image, the flags, the category, the status and the date', () => {
    const earlier: ArticleVersion = {
      ...current,
      image_url: 'https://storage.example/b.jpg',
      featured: true,
      breaking: true,
      category: 'usa-today',
      status: 'draft',
      publish_date: '2026-11-18T10:00:00.000Z',
    }
    const changes = compareVersions(earlier, current)
    expect(changes.map((change) => change.field)).toEqual(['image', 'category', 'featured', 'breaking', 'status', 'date'])
    expect(changes.find((change) => change.field === 'featured')).toMatchObject({ from: 'Yes', to: 'No' })
    expect(changes.find((change) => change.field === 'category')).toMatchObject({ from: 'USA Today', to: 'Political' })
    expect(changes.find((change) => change.field === 'status')).toMatchObject({ from: 'Draft', to: 'Published' })
    expect(changeSummary(changes)).toBe('Featured image · Category · Featured · Breaking news · Status · Publish date')
  })

  it('an alt text change alone says so', () => {
    const changes = compareVersions({ ...current, image_alt: 'A chamber' }, current)
    expect(changeSummary(changes)).toBe('Featured image alt text')
  })

  it('the same instant written differently is the same date', () => {
    expect(compareVersions({ ...current, publish_date: '2026-11-20T10:00:00+00:00' }, current)).toEqual([])
  })
})

describe('articleBodyText', () => {
  it('keeps one line per block and names body images by their alt text', () => {
    const html = '<h2>Vote</h2><p>First   line<br>second</p><ul><li>one</li><li>two</li></ul><p><img src="/images/x.jpg" alt="A map"></p>'
    expect(articleBodyText(html)).toBe('Vote\nFirst line\nsecond\none\ntwo\n[Image: A map]')
  })
})

describe('aroundChanges', () => {
  it('shortens long unchanged text to the words around a change', () => {
    const words = Array.from({ length: 200 }, (_, index) => `w${index}`).join(' ')
    const { parts } = wordDifference(`${words} old`, `${words} new`)
    const shown = aroundChanges(parts, 5)
    const same = shown.find((part) => part.change === 'same')
    expect(same?.text.startsWith('…')).toBe(true)
    expect(same?.text).toContain('w199')
    expect(same?.text).not.toContain('w100 ')
    expect(shown.filter((part) => part.change !== 'same').map((part) => part.text.trim())).toEqual(['old', 'new'])
  })
})
