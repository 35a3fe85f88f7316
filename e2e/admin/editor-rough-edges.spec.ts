import type { Locator, Page } from '@playwright/test'
import { slugify } from '../../tests/support/slugify.ts'
import { expect, test } from '../support/fixtures.ts'
import { deleteArticlesWhere, expectToast, unique } from './admin-helpers.ts'

/** What Word (Windows) puts on the clipboard for two lists, the first with a second level: list paragraphs marked `mso-list`, the number or bullet as text. */
const WORD_LISTS = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoListParagraph {mso-style-priority:34; margin-left:.5in;} @list l0 {mso-list-id:1100; mso-list-type:hybrid;} @list l1 {mso-list-id:1200; mso-list-type:hybrid;} --></style></head>
<body lang=EN-US style='tab-interval:.5in;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal>Three things to watch:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-fareast-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>The budget<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:1.0in;mso-add-space:auto;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='mso-fareast-font-family:Calibri'><span style='mso-list:Ignore'>a.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Schools<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:1.0in;mso-add-space:auto;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='mso-fareast-font-family:Calibri'><span style='mso-list:Ignore'>b.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Roads<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-fareast-font-family:Calibri'><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>The vote<o:p></o:p></p>
<p class=MsoNormal>And to bring:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>A notebook<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Patience<o:p></o:p></p>
<!--EndFragment-->
</body></html>`

/** Pastes `html` into the editor as a paste from the system clipboard reaches it. */
async function pasteHtml(content: Locator, html: string, text: string) {
  await content.click()
  await content.evaluate((element, { html: markup, text: plain }) => {
    const data = new DataTransfer()
    data.setData('text/html', markup)
    data.setData('text/plain', plain)
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, { html, text })
}

async function newArticle(page: Page) {
  await page.getByRole('tab', { name: 'Articles' }).click()
  await page.getByRole('button', { name: 'New Article' }).click()
  return page.getByRole('dialog', { name: 'Create New Article' })
}

test.describe('the article editor\'s rough edges', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))
  // Each signs in and writes an article through the editor: long flows on a busy machine.
  test.beforeEach(() => test.slow())

  test('a long title says its limit, and its link ends at a whole word', async ({ adminPage: page, sql }) => {
    const title = `${token} why the government keeps promising faster broadband to rural towns and why those promises slip every single year`
    expect(title.length).toBeGreaterThan(110)
    const dialog = await newArticle(page)
    await dialog.getByLabel('Title').fill(title)
    await expect(dialog.getByTestId('title-count')).toHaveText(`${title.length}/200 characters`)
    await expect(dialog.getByText(/At most 200 characters; a new article's link is made from its first words \(up to 100 characters\)/)).toBeVisible()
    await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Body.')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')

    const [row] = await sql<{ slug: string }>('select slug from public.articles where title = $1', [title])
    const slug = row!.slug
    expect(slug).toBe(slugify(title))
    expect(slug.length).toBeLessThanOrEqual(100)
    // Every word of the link is a whole word of the title, and the link ends where a word does.
    const words = title.toLowerCase().split(/\s+/)
    expect(slug.split('-').every((word) => words.includes(word))).toBe(true)
    expect(words.slice(0, slug.split('-').length).join('-')).toBe(slug)
  })

  test('a list pasted from Word arrives as a list, nested as in Word', async ({ adminPage: page }) => {
    const dialog = await newArticle(page)
    const content = dialog.getByRole('textbox', { name: 'Content' })
    await pasteHtml(content, WORD_LISTS, 'Three things to watch:\n1. The budget\na. Schools\nb. Roads\n2. The vote')
    const numbered = content.locator(':scope > ol')
    await expect(numbered.locator(':scope > li')).toHaveCount(2)
    await expect(numbered.locator(':scope > li').first()).toContainText('The budget')
    await expect(numbered.locator(':scope > li').nth(1)).toHaveText('The vote')
    await expect(numbered.locator(':scope > li').first().locator('ol > li')).toHaveText(['Schools', 'Roads'])
    await expect(content.locator(':scope > ul > li')).toHaveText(['A notebook', 'Patience'])
    // No number or bullet was kept as text.
    await expect(content).not.toContainText('1.')
    await expect(content).not.toContainText('·')
  })

  test('an image in the text without alt text asks for one, and may be marked decorative instead', async ({ adminPage: page }) => {
    const dialog = await newArticle(page)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('A picture follows.')
    await dialog.getByRole('button', { name: 'Image by URL' }).click()
    await dialog.getByLabel('Image URL').fill('/images/default-article.svg')
    await dialog.getByRole('button', { name: 'Insert image' }).click()

    const ask = dialog.getByRole('status').filter({ hasText: 'no alt text' })
    await expect(ask).toHaveText(/An image in the text has no alt text\. Describe it for readers who can't see it, or mark it decorative\./)
    await ask.getByRole('button', { name: 'Describe image' }).click()
    await expect(dialog.getByLabel('Inline image alt text')).toBeFocused()
    await dialog.getByLabel('Decorative image (adds nothing to the text; no description)').check()
    await expect(ask).toBeHidden()
    await expect(dialog.getByRole('textbox', { name: 'Content' }).locator('img')).toHaveAttribute('alt', '')

    await dialog.getByLabel('Decorative image (adds nothing to the text; no description)').uncheck()
    await expect(ask).toBeVisible()
    await dialog.getByLabel('Inline image alt text').fill('A quiet street at dusk')
    await expect(ask).toBeHidden()
    await expect(dialog.getByRole('textbox', { name: 'Content' }).locator('img')).toHaveAttribute('alt', 'A quiet street at dusk')
  })

  test('the sticky toolbar never hides the line being written', async ({ adminPage: page }) => {
    const dialog = await newArticle(page)
    const content = dialog.getByRole('textbox', { name: 'Content' })
    const paragraphs = Array.from({ length: 40 }, (_, line) => `Paragraph ${line + 1} of a long article.`)
    await pasteHtml(content, paragraphs.map((text) => `<p>${text}</p>`).join(''), paragraphs.join('\n'))
    await expect(content.locator('p')).toHaveCount(40)
    await page.keyboard.press('Control+End')
    // Up, line by line, past the top of what is on screen: the editor scrolls to keep the caret in view.
    for (let step = 0; step < 30; step++) await page.keyboard.press('ArrowUp')
    // How far the caret's line lies below the toolbar's bottom edge (negative: under the toolbar).
    const belowToolbar = () => page.evaluate(() => {
      const range = window.getSelection()!.getRangeAt(0)
      const caret = range.getClientRects()[0] ?? range.getBoundingClientRect()
      return caret.top - document.querySelector('[role="toolbar"][aria-label="Formatting"]')!.getBoundingClientRect().bottom
    })
    await expect.poll(belowToolbar).toBeGreaterThanOrEqual(0)
    await expect(dialog.getByRole('toolbar', { name: 'Formatting' })).toBeInViewport()
  })

  test('offline, "Saving..." says it will retry, and the article goes out once the connection is back', async ({ adminPage: page, context, sql }) => {
    const title = `Offline ${token}`
    const dialog = await newArticle(page)
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Written on a train.')
    await context.setOffline(true)
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()

    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(dialog.getByRole('status').filter({ hasText: "You're offline" }))
      .toHaveText("You're offline. Saving will retry when the connection is back; nothing you wrote is lost.")
    expect(await sql('select 1 from public.articles where title = $1', [title])).toHaveLength(0)

    await context.setOffline(false)
    await expectToast(page, 'Success!', 'Article created successfully')
    await expect(dialog).toBeHidden()
    await expect.poll(async () => (await sql<{ status: string }>('select status from public.articles where title = $1', [title]))[0]?.status)
      .toBe('published')
  })

  test.describe('in New York', () => {
    test.use({ timezoneId: 'America/New_York' })

    test('a scheduled time says its time zone', async ({ adminPage: page }) => {
      const title = `Scheduled ${token}`
      const dialog = await newArticle(page)
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
      await dialog.getByRole('textbox', { name: 'Content' }).click()
      await page.keyboard.type('Later.')
      await expect(dialog.getByText(/Your time zone \(America\/New_York\)/)).toBeVisible()
      const tomorrow = new Date(Date.now() + 36 * 3600_000)
      const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(tomorrow)
      await dialog.getByLabel('Publish date and time').fill(`${local}T09:30`)
      await expect(dialog.getByText(/^Will publish on .* 9:30 AM E[SD]T$/)).toBeVisible()
      await expect(dialog.getByText(/^Scheduled: will publish on .* 9:30 AM E[SD]T\.$/)).toBeVisible()
      await dialog.getByRole('button', { name: 'Schedule' }).click()
      await expectToast(page, 'Success!', /Article scheduled for .* 9:30 AM E[SD]T/)
      const row = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: title })
      await expect(row.getByTestId('article-status')).toHaveText(/^Scheduled for .* 9:30 AM E[SD]T$/)
    })
  })
})
