/**
 * The database as hosted Supabase builds one today: the migrations run as a role that
 * is not a superuser, with no default privileges for the API roles, and every privilege the app
 * relies on is granted explicitly. The manifest below is the whole API surface: a privilege
 * that appears or disappears fails this test until the manifest says so.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, createUser, sql, supabaseUrl, unique } from '../support/clients.ts'
import { makePng } from '../support/images.ts'

afterAll(closeSql)

type Manifest = Record<string, Partial<Record<'anon' | 'authenticated' | 'service_role', string>>>

const ADMIN_DML = 'DELETE,INSERT,SELECT,UPDATE'
/** What the editor's autosave writes (article_id only on insert); saved_by and saved_at are the trigger's. */
const AUTOSAVE_FIELDS = 'breaking,category,content,excerpt,featured,image_alt,image_url,title'

/** Table privileges, and column privileges where a role has only some columns. */
const TABLES: Manifest = {
  // Administrators manage the team (RLS: staff_may('admin')).
  admins: { authenticated: 'DELETE,INSERT(role,user_id),SELECT,UPDATE(role)', service_role: ADMIN_DML },
  article_autosaves: {
    authenticated: `DELETE,INSERT(article_id,${AUTOSAVE_FIELDS}),SELECT,UPDATE(${AUTOSAVE_FIELDS})`,
    service_role: ADMIN_DML,
  },
  article_counts: { authenticated: 'SELECT', service_role: ADMIN_DML },
  article_revisions: { authenticated: 'SELECT', service_role: ADMIN_DML },
  articles: { authenticated: ADMIN_DML, service_role: ADMIN_DML },
  // Each member edits their own byline, slug and bio (RLS); rows are made by the database.
  authors: { authenticated: 'SELECT,UPDATE(bio,display_name,slug)', service_role: ADMIN_DML },
  comment_counts: { authenticated: 'SELECT', service_role: ADMIN_DML },
  // Imports are written only through the import_* functions; administrators read them (RLS).
  import_notes: { authenticated: 'SELECT', service_role: 'SELECT' },
  imports: { authenticated: 'SELECT', service_role: 'SELECT' },
  comments: {
    anon: 'INSERT(article_id,author_name,content,id,website)',
    authenticated: 'DELETE,INSERT(article_id,author_name,content,id,website),SELECT,UPDATE(status)',
    service_role: ADMIN_DML,
  },
  newsletter_issues: {
    authenticated: 'DELETE,INSERT(article_ids,intro,subject),SELECT,UPDATE(article_ids,intro,subject)',
    service_role: ADMIN_DML,
  },
  // Written by imports (functions); administrators read and delete them (RLS).
  redirects: { authenticated: 'DELETE,SELECT', service_role: ADMIN_DML },
  site_settings: { authenticated: 'SELECT,UPDATE(postal_address,reply_to,require_two_factor,site_name)', service_role: 'SELECT,UPDATE' },
  subscribers: { anon: 'INSERT(email,signup_path)', authenticated: 'DELETE,INSERT(email,signup_path),SELECT', service_role: ADMIN_DML },
  video_posts: { authenticated: ADMIN_DML, service_role: ADMIN_DML },
}

const READERS = 'anon,authenticated,service_role'
const SIGNED_IN = 'authenticated,service_role'

/** Who may execute each function of the exposed schema; every other function: nobody. */
const FUNCTIONS: Record<string, string> = {
  'analytics_report(integer)': 'authenticated',
  'article_count(text,text,integer,text)': SIGNED_IN,
  'article_page(text)': READERS,
  'article_total()': READERS,
  'article_view_counts(uuid[])': 'authenticated',
  'article_view_history(uuid)': 'authenticated',
  'author_page(text,timestamp with time zone,uuid,integer)': READERS,
  'category_page(text,timestamp with time zone,uuid,integer)': READERS,
  'add_invited_member(uuid,text)': 'service_role',
  'can_manage_team()': 'authenticated',
  'can_send_newsletter()': SIGNED_IN,
  'collect_page_view(text,text,text,text,text,text)': 'anon,authenticated',
  'comment_statuses(uuid[])': READERS,
  'confirm_subscription(text)': READERS,
  'erase_subscriber(uuid)': 'authenticated',
  'export_subscribers()': 'authenticated',
  'home_page()': READERS,
  'image_sets_older_than(integer,text,integer)': 'authenticated',
  'import_articles(uuid,jsonb)': SIGNED_IN,
  'import_existing(uuid,text,text[])': SIGNED_IN,
  'import_images(uuid,text[])': SIGNED_IN,
  'import_progress(uuid,integer,jsonb,jsonb,text)': SIGNED_IN,
  'import_redirects(uuid,jsonb)': SIGNED_IN,
  'import_start(text,text,bigint,text,text,integer,jsonb)': SIGNED_IN,
  'import_subscribers(uuid,jsonb)': SIGNED_IN,
  'invitation_sender()': 'authenticated',
  'invited_account(text)': 'service_role',
  'is_admin()': SIGNED_IN,
  'is_editor()': SIGNED_IN,
  'is_staff()': SIGNED_IN,
  'latest_articles(integer)': READERS,
  'mail_outbox_claim(integer,integer)': 'service_role',
  'mail_issue_content(uuid)': 'service_role',
  'mail_outbox_report(json)': 'service_role',
  'newsletter_click(uuid,text)': READERS,
  'newsletter_click_counts(uuid[])': 'authenticated',
  'mail_sender()': 'service_role',
  'newsletter_issue_progress(uuid)': 'authenticated',
  'overview_counts()': SIGNED_IN,
  'recent_videos(integer)': READERS,
  'redirect_rules(text,integer)': READERS,
  'remove_member(uuid)': 'authenticated',
  'resolve_redirect(text)': READERS,
  'restore_article_revision(bigint)': 'authenticated',
  'search_articles(text,integer)': READERS,
  'send_newsletter_issue(uuid)': 'authenticated',
  'send_newsletter_test(uuid)': 'authenticated',
  'session_meets_two_factor_rule()': 'authenticated',
  'set_member_role(uuid,text)': 'authenticated',
  'sitemap_articles(text,integer)': READERS,
  'sitemap_authors(text,integer)': READERS,
  'sitemap_page(integer)': READERS,
  'staff_role()': SIGNED_IN,
  'subscriber_status_counts()': 'authenticated',
  'team_members()': 'authenticated',
  'undo_import(uuid)': SIGNED_IN,
  'unreferenced_image_sets(text[])': 'authenticated',
  'unsubscribe_newsletter(text)': READERS,
}

/** The security definer functions anon may call: each is a reader function, bounded inside. */
const ANON_DEFINERS = [
  'article_page(text)', 'article_total()', 'author_page(text,timestamp with time zone,uuid,integer)',
  'category_page(text,timestamp with time zone,uuid,integer)',
  'collect_page_view(text,text,text,text,text,text)', 'comment_statuses(uuid[])', 'confirm_subscription(text)', 'home_page()',
  'latest_articles(integer)', 'newsletter_click(uuid,text)',
  'recent_videos(integer)', 'redirect_rules(text,integer)', 'resolve_redirect(text)', 'search_articles(text,integer)', 'sitemap_articles(text,integer)', 'sitemap_authors(text,integer)', 'sitemap_page(integer)',
  'unsubscribe_newsletter(text)',
]

const API_ROLES = "(values ('anon'), ('authenticated'), ('service_role')) r(role)"

async function tablePrivileges(): Promise<Manifest> {
  const rows = await sql<{ name: string; role: string; privileges: string }>(
    `with table_level as (
       select c.relname as name, r.role, p.privilege
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         cross join ${API_ROLES}
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(privilege)
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and has_table_privilege(r.role, c.oid, p.privilege)
     ),
     column_level as (
       select c.relname as name, r.role,
              p.privilege || '(' || string_agg(a.attname, ',' order by a.attname) || ')' as privilege
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         cross join ${API_ROLES}
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p(privilege)
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and has_column_privilege(r.role, c.oid, a.attnum, p.privilege)
          and not has_table_privilege(r.role, c.oid, p.privilege)
        group by c.relname, r.role, p.privilege
     )
     select name, role, string_agg(privilege, ',' order by privilege) as privileges
       from (select * from table_level union all select * from column_level) x
      group by name, role`,
  )
  const manifest: Manifest = {}
  for (const row of rows) manifest[row.name] = { ...manifest[row.name], [row.role]: row.privileges }
  return manifest
}

describe('grants', () => {
  it('give anon, authenticated and service_role exactly the declared table privileges', async () => {
    expect(await tablePrivileges()).toEqual(TABLES)
  })

  it('let each role execute exactly the declared functions of the exposed schema', async () => {
    const rows = await sql<{ fn: string; roles: string }>(
      `select regexp_replace(p.oid::regprocedure::text, '^public\\.', '') as fn,
              string_agg(r.role, ',' order by r.role) as roles
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         cross join ${API_ROLES}
        where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'EXECUTE')
        group by p.oid`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.fn.replaceAll(', ', ','), row.roles]))).toEqual(FUNCTIONS)
  })

  it('run as their owner only for the reader functions and the two counters, each answering one value (or none)', async () => {
    const rows = await sql<{ fn: string; returns: string }>(
      `select regexp_replace(p.oid::regprocedure::text, '^public\\.', '') as fn, p.prorettype::regtype::text as returns
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'EXECUTE')`,
    )
    expect(rows.map((row) => row.fn.replaceAll(', ', ',')).sort()).toEqual(ANON_DEFINERS)
    // A set of rows could be re-selected under hundreds of aliases; one scalar cannot. The page
    // view collector answers nothing.
    for (const row of rows) expect(['json', 'bigint', 'void']).toContain(row.returns)
  })

  it('leave the API roles nothing in the other schemas but the live-session check and the video URL rule, and no default privileges', async () => {
    const schemas = await sql<{ schema: string }>(
      `select distinct n.nspname as schema from pg_namespace n cross join ${API_ROLES}
        where has_schema_privilege(r.role, n.oid, 'USAGE') and n.nspname in ('private', 'local_platform', 'supabase_migrations')`,
    )
    // private is not exposed by the Data API; authenticated uses it only to run the policies' check.
    expect(schemas).toEqual([{ schema: 'private' }])
    const reachable = await sql<{ name: string; role: string }>(
      `select p.oid::regprocedure::text as name, r.role from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        cross join ${API_ROLES}
        where n.nspname = 'private' and has_function_privilege(r.role, p.oid, 'EXECUTE')
       union all
       select c.oid::regclass::text, r.role from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join ${API_ROLES}
        where n.nspname = 'private' and c.relkind = 'r'
          and has_table_privilege(r.role, c.oid, 'SELECT, INSERT, UPDATE, DELETE')`,
    )
    // The policies' live-session, role and two-factor checks, and the rules the writers' CHECK
    // constraints and unique indexes run (video URLs, printable display names, bylines compared).
    expect(reachable).toEqual(expect.arrayContaining([
      { name: 'private.session_is_live()', role: 'authenticated' },
      { name: 'private.session_meets_aal()', role: 'authenticated' },
      { name: 'private.staff_may(text)', role: 'authenticated' },
      { name: 'private.is_playable_video_url(text)', role: 'authenticated' },
      { name: 'private.is_playable_video_url(text)', role: 'service_role' },
      { name: 'private.is_printable_name(text)', role: 'authenticated' },
      { name: 'private.is_printable_name(text)', role: 'service_role' },
      { name: 'private.strip_unprintable(text)', role: 'authenticated' },
      { name: 'private.strip_unprintable(text)', role: 'service_role' },
      { name: 'private.author_name_key(text)', role: 'authenticated' },
      { name: 'private.author_name_key(text)', role: 'service_role' },
      // overview_counts (as its caller) counts subscribers for editors past the addresses' policy.
      { name: 'private.subscriber_total()', role: 'authenticated' },
      { name: 'private.subscriber_total()', role: 'service_role' },
    ]))
    expect(reachable).toHaveLength(13)
    const defaults = await sql(
      `select d.defaclrole::regrole, d.defaclobjtype, a.grantee::regrole
         from pg_default_acl d cross join lateral aclexplode(d.defaclacl) a
        where a.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole)`,
    )
    expect(defaults).toEqual([])
  })
})

describe('the migrations', () => {
  it('ran as hosted_postgres, a role that is not a superuser, which owns what they created', async () => {
    const [role] = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>(`select rolsuper, rolbypassrls from pg_roles where rolname = 'hosted_postgres'`)
    expect(role).toEqual({ rolsuper: false, rolbypassrls: true })
    const owners = await sql<{ owner: string }>(
      `select distinct c.relowner::regrole::text as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p')
       union
       select distinct p.proowner::regrole::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`,
    )
    expect(owners).toEqual([{ owner: 'hosted_postgres' }])
  })

  it('ran as a role without supabase_storage_admin membership once they are done, as hosted revoked it', async () => {
    const [membership] = await sql<{ member: boolean }>(`select pg_has_role('hosted_postgres', 'supabase_storage_admin', 'MEMBER') as member`)
    expect(membership).toEqual({ member: false })
    // The storage policies the migrations create were created all the same.
    const policies = await sql(`select 1 from pg_policies where schemaname = 'storage' and tablename = 'objects'`)
    expect(policies.length).toBeGreaterThan(0)
  })

  it('may change nothing of the platform outside a migration run, not even a policy', async () => {
    const asMigrations = async (statement: string) => {
      try {
        await sql(`begin; set local role hosted_postgres; ${statement}; rollback;`)
        return 'ok'
      } catch (error) {
        await sql('rollback')
        return (error as { code?: string }).code
      }
    }
    expect(await asMigrations(`create policy "parity_check" on storage.objects for select to authenticated using (false)`)).toBe('42501')
    expect(await asMigrations('alter table storage.objects add column evil int')).toBe('42501')
    expect(await asMigrations('alter table storage.objects disable trigger protect_objects_delete')).toBe('42501')
    expect(await asMigrations('drop table storage.buckets cascade')).toBe('42501')
    expect(await asMigrations('alter table auth.users add column evil int')).toBe('42501')
  })
})

describe('storage', () => {
  it('refuses a direct delete of a file row; the Storage API deletes the file', async () => {
    const admin = await adminClient()
    const name = `parity/${unique('img')}.png`
    const uploaded = await admin.storage.from('article-images').upload(name, makePng(4, 4), { contentType: 'image/png' })
    expect(uploaded.error).toBeNull()

    await expect(sql(`delete from storage.objects where bucket_id = 'article-images' and name = $1`, [name])).rejects.toMatchObject({
      code: '42501',
      message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
    })
    expect(await sql(`select 1 from storage.objects where name = $1`, [name])).toHaveLength(1)

    const removed = await admin.storage.from('article-images').remove([name])
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect(await sql(`select 1 from storage.objects where name = $1`, [name])).toHaveLength(0)
    const served = await fetch(admin.storage.from('article-images').getPublicUrl(name).data.publicUrl)
    expect(served.status).toBeGreaterThanOrEqual(400)
  })

  it('lists nothing to readers: public files are served by URL, not by a select policy', async () => {
    const { data, error } = await anonClient().storage.from('article-images').list('', { limit: 100 })
    expect(error).toBeNull()
    expect(data).toEqual([])
  })
})

describe('statement timeouts per role, as hosted sets them', () => {
  const sleeper = `parity_sleep_${process.pid}`
  afterAll(() => sql(`drop function if exists public.${sleeper}(double precision); notify pgrst, 'reload schema'`))

  it('ends an anonymous statement after 3 s and lets a signed-in one run up to 8 s', { timeout: 30_000 }, async () => {
    await sql(`create function public.${sleeper}(seconds double precision) returns boolean language sql as 'select pg_sleep(seconds) is not null'`)
    await sql(`grant execute on function public.${sleeper}(double precision) to anon, authenticated; notify pgrst, 'reload schema'`)
    const call = (token: string) => fetch(`${supabaseUrl()}/rest/v1/rpc/${sleeper}?seconds=3.5`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}` },
    })
    await expect.poll(async () => (await fetch(`${supabaseUrl()}/rest/v1/rpc/${sleeper}?seconds=0`, { headers: { apikey: inject('anonKey') } })).status, { timeout: 10_000 }).toBe(200)

    const started = Date.now()
    const anon = await call(inject('anonKey'))
    const anonMs = Date.now() - started
    expect(anon.status).toBe(500)
    expect((await anon.json()).code).toBe('57014')
    expect(anonMs).toBeGreaterThanOrEqual(2900)
    expect(anonMs).toBeLessThan(3450)

    const admin = await adminClient()
    const { data } = await admin.auth.getSession()
    const signedIn = await call(data.session!.access_token)
    expect(signedIn.status).toBe(200)
  })
})

describe('the platform as hosted builds it', () => {
  it('storage.buckets has RLS, and the API roles the grants supabase/storage gives them', async () => {
    const [table] = await sql<{ rls: boolean; forced: boolean }>(
      `select relrowsecurity as rls, relforcerowsecurity as forced from pg_class where oid = 'storage.buckets'::regclass`,
    )
    expect(table).toEqual({ rls: true, forced: false })
    const grants = await sql<{ role: string; privileges: string }>(
      `select r.role, string_agg(p.privilege, ',' order by p.privilege) as privileges
         from ${API_ROLES}
         cross join unnest(array['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE']) p(privilege)
        where has_table_privilege(r.role, 'storage.buckets', p.privilege)
        group by r.role order by r.role`,
    )
    const all = 'DELETE,INSERT,REFERENCES,SELECT,TRIGGER,TRUNCATE,UPDATE'
    expect(grants).toEqual([{ role: 'anon', privileges: all }, { role: 'authenticated', privileges: all }, { role: 'service_role', privileges: all }])
    // No policy: through SQL the API roles see no bucket and can create none.
    const asRole = async (role: string, statement: string) => {
      try {
        return await sql(`begin; set local role ${role}; ${statement}; rollback;`).then(() => 'ok')
      } catch (error) {
        await sql('rollback')
        return (error as { code?: string }).code
      }
    }
    expect(await asRole('anon', `insert into storage.buckets (id, name, public) values ('evil', 'evil', true)`)).toBe('42501')
    expect(await asRole('authenticated', `insert into storage.buckets (id, name, public) values ('evil', 'evil', true)`)).toBe('42501')
    // The Storage API, reading as the owner, still finds the bucket.
    const listed = await (await adminClient()).storage.from('article-images').list('', { limit: 1 })
    expect(listed.error).toBeNull()
  })

  it('authenticator waits at most 8 s for a lock, as hosted sets it', async () => {
    const rows = await sql<{ setting: string }>(
      `select c.setting from pg_db_role_setting s cross join lateral unnest(s.setconfig) c(setting)
        where s.setrole = 'authenticator'::regrole and s.setdatabase = 0 and c.setting like 'lock_timeout=%'`,
    )
    expect(rows).toEqual([{ setting: 'lock_timeout=8s' }])
  })

  it('auth.users is shaped as GoTrue leaves it, and creating users (admin:create, the seed, tests) works against it', async () => {
    const defaults = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'auth' and table_name = 'users' and column_name in ('id', 'created_at', 'updated_at') and column_default is not null`,
    )
    expect(defaults).toEqual([])
    const indexes = await sql<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'auth' and tablename = 'users' and indexdef like '%USING btree (email)%'`,
    )
    expect(indexes).toEqual([{
      name: 'users_email_partial_key',
      definition: 'CREATE UNIQUE INDEX users_email_partial_key ON auth.users USING btree (email) WHERE (is_sso_user = false)',
    }])
    const constraints = await sql(`select conname from pg_constraint where conrelid = 'auth.users'::regclass and contype = 'u'`)
    expect(constraints).toEqual([{ conname: 'users_phone_key' }])
    // The seeded administrator exists; a new user is created, then updated in place.
    expect(await sql(`select 1 from auth.users where email = $1`, [inject('adminEmail')])).toHaveLength(1)
    const email = `${unique('parity')}@example.com`
    const id = await createUser(email, 'parity-password-1')
    expect(await createUser(email, 'parity-password-2')).toBe(id)
    // An SSO user may share an e-mail with a password user, as on hosted.
    await sql(
      `insert into auth.users (id, email, is_sso_user, created_at, updated_at) values (gen_random_uuid(), $1, true, now(), now())`,
      [email],
    )
    await expect(sql(`insert into auth.users (id, email) values (gen_random_uuid(), $1)`, [email])).rejects.toMatchObject({ code: '23505' })
    await expect(sql(`insert into auth.users (email) values ($1)`, [`${unique('noid')}@example.com`])).rejects.toMatchObject({ code: '23502' })
    await sql(`delete from auth.users where email = $1`, [email])
  })

  it('the API roles lose pg_graphql (graphql_public, graphql) where the extension is installed, and the migration runs where it is not', async () => {
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../supabase/migrations/20261126000310_close_graphql_api.sql'), 'utf8')
    const reachable = () => sql<{ schema: string; role: string }>(
      `select n.nspname as schema, r.role from pg_namespace n cross join ${API_ROLES}
        where n.nspname in ('graphql_public', 'graphql') and r.role <> 'service_role'
          and (has_schema_privilege(r.role, n.oid, 'USAGE')
               or exists (select 1 from pg_proc p where p.pronamespace = n.oid and has_function_privilege(r.role, p.oid, 'EXECUTE')))
        order by 1, 2`,
    )
    expect(await reachable()).toEqual([])
    // As the extension leaves them on hosted: both schemas, a resolver anyone signed in may call.
    await sql(`
      create schema graphql_public; create schema graphql;
      create function graphql_public.graphql(query text) returns jsonb language sql as 'select null::jsonb';
      create function graphql.resolve(query text) returns jsonb language sql as 'select null::jsonb';
      grant usage on schema graphql_public, graphql to anon, authenticated, service_role;
      grant execute on function graphql_public.graphql(text), graphql.resolve(text) to anon, authenticated, service_role;`)
    try {
      expect(await reachable()).toHaveLength(4)
      await sql(migration)
      expect(await reachable()).toEqual([])
    } finally {
      await sql('drop schema graphql_public cascade; drop schema graphql cascade')
    }
    // Applied twice, and with no extension at all, it is a no-op that does not fail.
    await sql(migration)
  })
})
