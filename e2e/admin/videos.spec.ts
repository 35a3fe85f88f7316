import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { stubYouTube } from '../support/youtube.ts'
import { expectToast, openTab, unique } from './admin-helpers.ts'

test.describe('video posts', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => { await sql('delete from public.video_posts where title like $1', [`%${token}%`]) })

  test('validation: both fields, and only http(s) addresses', async ({ adminPage: page, sql }) => {
    await openTab(page, 'Video Posts')
    await page.getByRole('button', { name: 'New Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Video Post' })
    await expect(dialog.getByLabel('Video URL')).toHaveAttribute('placeholder', /YouTube/)
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expectToast(page, 'Error', 'Please fill in all fields')
    await dialog.getByLabel('Video Title').fill(`Bad link ${token}`)
    await dialog.getByLabel('Video URL').fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/must be a full web address starting with http:\/\/ or https:\/\//)
    await expect(dialog.getByLabel('Video URL')).toBeFocused()
    await expect(dialog.getByLabel('Video URL')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await sql('select 1 from public.video_posts where title like $1', [`%${token}%`])).toHaveLength(0)
  })

  test('a link the player cannot play (Vimeo, X) is refused, saying why, and nothing typed is lost', async ({ page, sql }) => {
    const title = `Vimeo clip ${token}`
    await signIn(page)
    await openTab(page, 'Video Posts')
    await page.getByRole('button', { name: 'New Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Video Post' })
    await expect(dialog).toContainText('Only YouTube videos play on the site')
    const urlField = dialog.getByLabel('Video URL')
    await dialog.getByLabel('Video Title').fill(title)
    await urlField.fill('https://vimeo.com/76979871')
    await urlField.press('Enter')
    const problem = dialog.getByRole('alert')
    await expect(problem).toHaveText(/^Only YouTube links can be played: the video player cannot play links from vimeo\.com\./)
    await expect(urlField).toHaveAccessibleDescription(/Only YouTube links can be played/)
    await expect(page.getByText('Video post created successfully.')).toHaveCount(0)
    await expect(dialog.getByLabel('Video Title')).toHaveValue(title)
    await expect(urlField).toHaveValue('https://vimeo.com/76979871')

    await urlField.fill('https://x.com/newsroom/status/1790000000000000000')
    await expect(problem).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expect(problem).toHaveText(/^Only YouTube links can be played: X \(Twitter\) posts/)
    expect(await sql('select 1 from public.video_posts where title = $1', [title])).toHaveLength(0)

    // Corrected, the same dialog saves it, as the browser writes the address.
    await urlField.fill('HTTPS://YouTu.be/aqz-KE-bpKQ')
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expectToast(page, 'Success!', 'Video post created successfully.')
    expect(await sql('select url from public.video_posts where title = $1', [title])).toEqual([{ url: 'https://youtu.be/aqz-KE-bpKQ' }])
  })

  test('add a video, see the floating player pick it up, then delete it', async ({ page, sql }) => {
    const title = `Newest clip ${token}`
    await signIn(page)
    await openTab(page, 'Video Posts')
    await page.getByRole('button', { name: 'New Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Video Post' })
    await dialog.getByLabel('Video Title').fill(title)
    await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expectToast(page, 'Success!', 'Video post created successfully.')
    await expect(dialog).toBeHidden()
    const list = page.getByRole('list', { name: 'Video posts' })
    await expect(list.getByRole('listitem').first()).toContainText(title)
    await expect(list.getByRole('link', { name: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).first()).toHaveAttribute('target', '_blank')
    expect(await sql('select url from public.video_posts where title = $1', [title])).toEqual([{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }])

    // The player takes a random recent video; pin the randomness so it takes the newest.
    const reader = await page.context().newPage()
    // Wide enough that nothing of the page lies under the open player (it would dock to its bar).
    await reader.setViewportSize({ width: 2000, height: 1000 })
    await stubYouTube(reader)
    await reader.addInitScript(() => { Math.random = () => 0 })
    await reader.goto('/')
    const player = reader.getByTestId('floating-video')
    await expect(player).toContainText(title)
    await expect(player.locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\/dQw4w9WgXcQ/)

    await page.getByRole('button', { name: `Delete "${title}"` }).click()
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
    await expect(confirm).toContainText('permanently delete the video post')
    await confirm.getByRole('button', { name: 'Yes, delete' }).click()
    await expectToast(page, 'Video deleted')
    await expect(list).not.toContainText(title)
    expect(await sql('select 1 from public.video_posts where title = $1', [title])).toHaveLength(0)

    await reader.reload()
    await expect(reader.getByText(title)).toHaveCount(0)
  })
})
