import type { Pool, PoolClient } from 'pg'

/**
 * Synthetic archive for `npm run bench`: generated inside PostgreSQL with generate_series, so
 * nothing streams from Node, and stored oldest first, as an archive that grew over three years.
 *
 * Text is built from word lists with a skewed distribution: function words are in every article,
 * topical words in anything from about half of the articles ("government") down to a few per
 * cent ("espionage"), made-up words in well under one per cent, and every article names a
 * generated person whose surname is shared by only a handful of articles (the rare-term case).
 * Bodies are about 1.8 KB of HTML: an h2, four paragraphs from a shared pool, one paragraph of
 * its own and a link.
 */

const CATEGORIES = [
  'health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today', 'israel-today',
  'sports', 'entertainment', 'documentary', 'true-crimes', 'sports-documentary', 'politics-documentary', 'finance-documentary',
]

const FUNCTION_WORDS = `the of and to in a is that for it as was with be by on not he this are or his from at which but have an
they you were their one all we can her has there been if more when will would who so no what up out about into than them
could only other new some time these two may first then do any like my now over such our even most made after also did many
before must through back years where much your way well down should because each just those people how too little state good
very make world still own see men work long get here between both life being under never day same another know while last
might us great old year off come since against go came right used take three`.split(/\s+/)

export const TOPICAL_WORDS = `government election minister parliament senate congress vaccine vaccines vaccination hospital hospitals
doctors nurses patients clinic budget inflation economy markets bank banks interest rates housing mortgage climate energy
pipeline refinery emissions carbon drought flooding wildfire harvest farmers tariffs exports imports trade treaty border
immigration asylum refugees police court judge jury verdict prosecutor investigation scandal corruption bribery lawsuit
football soccer basketball baseball cricket rugby tennis olympics championship tournament coach striker goalkeeper stadium
transfer league season playoffs museum festival cinema premiere album concert streaming television series documentary
director actor actress novel author publisher education schools teachers students university tuition exams curriculum
technology startup software artificial intelligence semiconductor smartphone privacy cybersecurity hackers ransomware
pandemic outbreak virus infection epidemic mental health therapy insurance pharmacy prescription drugs opioid addiction
ceasefire military soldiers missile drone embassy diplomat sanctions summit protest strike union wages unemployment pension
retirement taxes treasury deficit debt bonds currency dollar euro pound naira shekel oil gas electricity nuclear solar wind
railway airport airline highway traffic commuters transport infrastructure bridge tunnel construction housing homelessness
charity volunteers church mosque synagogue religion heritage monument archaeology history memoir biography interview podcast
newspaper journalism broadcaster censorship misinformation platform regulation antitrust merger acquisition shareholders
earnings profits losses layoffs recession growth productivity manufacturing factory workers automation robots satellite
rocket launch astronauts telescope research scientists laboratory discovery genome cancer diabetes obesity nutrition
fitness marathon cycling swimming boxing wrestling referee penalty injury surgery recovery transplant donor emergency
ambulance paramedics firefighters earthquake hurricane tornado storm rainfall heatwave forecast ocean fisheries wildlife
conservation forest deforestation biodiversity pollution recycling plastic waste water sanitation drainage sewage
legislation amendment referendum ballot polling campaign candidate primary caucus coalition opposition cabinet mayor
governor premier president chancellor prime monarchy royal palace ceremony coronation jubilee anniversary tribute obituary
heist robbery murder homicide detective forensic evidence witness testimony appeal sentence prison parole extradition
smuggling trafficking cartel fraud embezzlement laundering whistleblower leak surveillance espionage intelligence`.split(/\s+/)

const FIRST_NAMES = `Ada Amara Ben Chidi Dana Eli Fatima Grace Hannah Ian Jonah Kemi Liam Maya Noah Olu Priya Quinn Rosa Sam
Tariq Uma Victor Wen Yara Zane Aisha Bruno Chloe David`.split(/\s+/)

const SYLLABLES = `ka ro mi ten va lo shi ber an du fo gri ze mor pal sev ti nu quar wel hol ja ris ven ok dal ump tor
bri cas`.split(/\s+/)

const AUTHORS = ['Priya Raman', 'Daniel Okafor', 'Hannah Levi', 'Marcus Bell', 'Sofia Alvarez', 'Tom Whitaker', 'Ngozi Eze', 'Claire Dubois']

export interface SeedOptions {
  articles: number
  commentsPerArticle: number
  log: (line: string) => void
}

export interface SeedResult {
  articles: number
  comments: number
  seconds: number
}

/** Rows are inserted in batches so each transaction (and its WAL) stays a reasonable size. */
const BATCH = 20_000

/**
 * A random word: $1 function words (in every article), $2 topical words skewed towards the
 * start of the list (the commonest in about a third of the articles, the rarest in one or two per
 * cent), and otherwise one of 27,000 made-up three-syllable words from $4 (the long tail of a
 * real vocabulary: names, places, jargon), each in well under one per cent of the articles.
 */
function randomWord(correlate: string, syllables = '$4'): string {
  return `(select case when x.r < 0.45 then ($1::text[])[1 + floor(power(random(), 1.5) * cardinality($1::text[]))::int]
                       when x.r < 0.5 then ($2::text[])[1 + floor(power(random(), 2) * cardinality($2::text[]))::int]
                       else (${syllables}::text[])[1 + x.k / 900] || (${syllables}::text[])[1 + (x.k / 30) % 30]
                            || (${syllables}::text[])[1 + x.k % 30] end
             from (select random() as r, floor(random() * 27000)::int as k where ${correlate} is not null offset 0) x)`
}

const PARAGRAPHS = 3000

/**
 * Secondary indexes are dropped during the load and rebuilt afterwards (a GIN index built in one
 * pass is far faster than 100,000 incremental inserts); the rebuilt definitions are the
 * migrations' own, read back from the catalog, so the measured database is the shipped one.
 */
async function withoutSecondaryIndexes(client: PoolClient, load: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid in ('public.articles'::regclass, 'public.comments'::regclass)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  )
  for (const row of rows) await client.query(`drop index ${row.name}`)
  await load()
  await client.query(`set maintenance_work_mem = '256MB'`)
  for (const row of rows) await client.query(row.def)
  await client.query('reset maintenance_work_mem')
}

export async function seedArchive(pool: Pool, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now()
  const client = await pool.connect()
  let articles = 0
  let comments = 0
  try {
    // A pool of shared paragraphs, drawn with randomWord.
    await client.query(
      `create temporary table bench_paragraphs (p int primary key, html text not null)`,
    )
    await client.query(
      `insert into bench_paragraphs
       select p, '<p>' || initcap(w.words[1]) || ' ' || array_to_string(w.words[2:], ' ') || '.</p>'
         from generate_series(1, ${PARAGRAPHS}) p
         cross join lateral (select array_agg(${randomWord('n', '$3')}) as words from generate_series(1, 50 + p % 8) n where p > 0) w`,
      [FUNCTION_WORDS, TOPICAL_WORDS, SYLLABLES],
    )
    await client.query('analyze bench_paragraphs')

    await withoutSecondaryIndexes(client, async () => {
      for (let from = 1; from <= options.articles; from += BATCH) {
        const to = Math.min(options.articles, from + BATCH - 1)
        const { rowCount } = await client.query(
          `with new_articles as (
             insert into public.articles
               (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
             select rtrim(left(lower(regexp_replace(t.title, '[^A-Za-z0-9]+', '-', 'g')), 100), '-') || '-' || g,
                    t.title, e.excerpt,
                    '<h2>' || initcap(t.words[2]) || ' ' || t.words[3] || E'</h2>\n'
                      || (select string_agg(bp.html, E'\n' order by u.k)
                            from unnest(array[1 + (g * 7) % ${PARAGRAPHS}, 1 + (g * 13 + 5) % ${PARAGRAPHS},
                                              1 + (g * 31 + 11) % ${PARAGRAPHS}, 1 + (g * 101 + 17) % ${PARAGRAPHS}]) with ordinality u(p, k)
                            join bench_paragraphs bp on bp.p = u.p)
                      || E'\n<p>Reporting by <strong>' || n.person || '</strong>, who covered ' || e.aside || E'.</p>\n'
                      || '<p>Read the <a href="https://example.org/reports/' || g || '">full report</a> for the figures.</p>',
                    c.category, ($5::text[])[1 + g % cardinality($5::text[])],
                    d.published, least(now(), d.published + random() * interval '3 days'),
                    case when g % 10 < 7 then '/images/photos/' || c.category || '-' || (1 + g % 2) || '/1600x1067.avif' end,
                    case when g % 10 < 5 then 'Illustration for ' || c.category end,
                    random() < 0.03, random() < 0.01
               from generate_series($7::int, $8::int) g
               cross join lateral (select ($6::text[])[1 + floor(random() * 14)::int] as category where g > 0 offset 0) c
               -- Oldest first, as an archive grows: the table's physical order follows the dates.
               cross join lateral (
                 select now() - interval '3 years' * (($10::int - g + random()) / $10::int) as published offset 0
               ) d
               cross join lateral (
                 select ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || ' '
                        || initcap(($4::text[])[1 + floor(random() * cardinality($4::text[]))::int]
                                   || ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int]
                                   || ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int]
                                   || ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int]) as person
                  where g > 0 offset 0
               ) n
               cross join lateral (
                 select initcap(array_to_string(array_agg(($2::text[])[1 + floor(power(random(), 1.7) * cardinality($2::text[]))::int]), ' ')) as title
                   from generate_series(1, 6 + g % 4) i
               ) tt
               cross join lateral (select tt.title, string_to_array(lower(tt.title), ' ') as words) t
               cross join lateral (
                 select string_agg(${randomWord('i')}, ' ') || '.' as excerpt,
                        string_agg(($2::text[])[1 + floor(random() * cardinality($2::text[]))::int], ' ') filter (where i <= 8) as aside
                   from generate_series(1, 26 + g % 2) i
               ) e
             returning id, title, publish_date
           )
           -- Comments: mostly approved, some waiting for moderation, a few rejected.
           insert into public.comments (article_id, author_name, content, status, created_at)
           select a.id, 'Reader ' || n, 'A comment on ' || left(a.title, 60) || '.',
                  case when random() < 0.8 then 'approved' when random() < 0.75 then 'pending' else 'rejected' end,
                  least(now(), a.publish_date + random() * interval '5 days')
             from new_articles a, generate_series(1, $9::int) n`,
          [FUNCTION_WORDS, TOPICAL_WORDS, FIRST_NAMES, SYLLABLES, AUTHORS, CATEGORIES, from, to, options.commentsPerArticle, options.articles],
        )
        articles = to
        comments += rowCount ?? 0
        options.log(`[bench] seeded ${articles} / ${options.articles} articles, ${comments} comments`)
      }
    })
    await client.query('drop table bench_paragraphs')
    return { articles, comments, seconds: (performance.now() - started) / 1000 }
  } finally {
    client.release()
  }
}

/** Statistics and the visibility map, as autovacuum would have them on a settled database. */
export async function analyze(pool: Pool): Promise<void> {
  await pool.query('vacuum (analyze) public.articles, public.comments')
}
