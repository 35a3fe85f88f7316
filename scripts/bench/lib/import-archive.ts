import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

/**
 * A WordPress export of `posts` posts for the import bench, written as a stream: twenty authors,
 * categories and tags that map by name, classic bodies of ~3 KB with a caption-less image-free
 * mix of paragraphs, links and a shortcode, a comment on every fifth post.
 */

const WORDS = 'council river bridge harbour budget school health clinic election vote market team season coach film festival report mayor street flood'.split(' ')
const CATEGORIES = ['politics', 'health', 'sport', 'business', 'culture', 'world']

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, index) => WORDS[(seed * 7 + index * 13) % WORDS.length] ?? 'news')
  const text = words.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function body(index: number): string {
  const paragraphs = Array.from({ length: 12 }, (_, p) => `${sentence(index + p, 18)} ${sentence(index * 3 + p, 14)}`)
  paragraphs[3] = `${paragraphs[3]} See <a href="https://old-bench.example/${index - 1}/">the earlier report</a> and <strong>the figures</strong>.`
  paragraphs[6] = `[embed]https://www.youtube.com/watch?v=bench${index % 97}[/embed]`
  return paragraphs.join('\n\n')
}

function item(index: number): string {
  const date = new Date(Date.UTC(2016, 0, 1) + index * 3_600_000 * 7).toISOString().replace('T', ' ').slice(0, 19)
  const category = CATEGORIES[index % CATEGORIES.length] ?? 'world'
  const comment = index % 5 === 0
    ? `<wp:comment><wp:comment_id>${index}</wp:comment_id><wp:comment_author>${cdata(`Reader ${index % 50}`)}</wp:comment_author><wp:comment_date_gmt>${date}</wp:comment_date_gmt><wp:comment_content>${cdata(sentence(index, 12))}</wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type></wp:comment>`
    : ''
  return `<item><title>${cdata(`Bench story ${index}: ${sentence(index, 6)}`)}</title><link>https://old-bench.example/${index}/</link>`
    + `<dc:creator>${cdata(`writer${index % 20}`)}</dc:creator><guid isPermaLink="false">https://old-bench.example/?p=${index}</guid>`
    + `<content:encoded>${cdata(body(index))}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>`
    + `<wp:post_id>${index}</wp:post_id><wp:post_date_gmt>${date}</wp:post_date_gmt><wp:post_name>bench-story-${index}</wp:post_name>`
    + `<wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>`
    + `<category domain="category" nicename="${category}">${cdata(category)}</category><category domain="post_tag" nicename="tag-${index % 40}">${cdata(`Tag ${index % 40}`)}</category>`
    + `${comment}</item>\n`
}

export async function writeBenchWxr(file: string, posts: number): Promise<void> {
  const out = createWriteStream(file)
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain')
  }
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n<channel><title>Bench archive</title><link>https://old-bench.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://old-bench.example</wp:base_blog_url>\n')
  for (let index = 0; index < 20; index++) {
    await write(`<wp:author><wp:author_login>writer${index}</wp:author_login><wp:author_email>writer${index}@old-bench.example</wp:author_email><wp:author_display_name>${cdata(`Bench Writer ${String.fromCharCode(65 + index)}`)}</wp:author_display_name></wp:author>\n`)
  }
  for (const category of CATEGORIES) await write(`<wp:category><wp:category_nicename>${category}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${cdata(category)}</wp:cat_name></wp:category>\n`)
  for (let index = 1; index <= posts; index++) await write(item(index))
  await write('</channel></rss>\n')
  out.end()
  await once(out, 'finish')
}
