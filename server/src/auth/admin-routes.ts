import type { Hono } from 'hono'
import type { Pool } from 'pg'
import { requireAdmin } from './admin-auth.ts'
import { createUser, deleteUser, deleteUserFactor, listUserFactors, listUsers, loadUser, paginationLink, updateUserById, userWithFactors } from './admin-users.ts'
import type { AuthEnv } from './authenticate.ts'
import { readJson } from './read-json.ts'

/** GoTrue's /admin/users routes that supabase-js auth.admin calls (service role only). */
export function registerAdminRoutes(app: Hono<AuthEnv>, pool: Pool): void {
  app.get('/admin/users', async (c) => {
    requireAdmin(c)
    const page = await listUsers(pool, { page: c.req.query('page'), per_page: c.req.query('per_page') })
    c.header('x-total-count', String(page.total))
    c.header('link', paginationLink('/admin/users', page))
    return c.json({ users: page.users, aud: page.aud })
  })

  app.post('/admin/users', async (c) => {
    requireAdmin(c)
    const body = await readJson(c)
    return c.json(await userWithFactors(pool, await createUser(pool, body)))
  })

  app.get('/admin/users/:id', async (c) => {
    requireAdmin(c)
    return c.json(await userWithFactors(pool, await loadUser(pool, c.req.param('id'))))
  })

  app.put('/admin/users/:id', async (c) => {
    requireAdmin(c)
    const body = await readJson(c)
    return c.json(await userWithFactors(pool, await updateUserById(pool, c.req.param('id'), body)))
  })

  app.delete('/admin/users/:id', async (c) => {
    requireAdmin(c)
    const body = await readJson(c)
    await deleteUser(pool, c.req.param('id'), body)
    return c.json({})
  })

  app.get('/admin/users/:id/factors', async (c) => {
    requireAdmin(c)
    return c.json(await listUserFactors(pool, c.req.param('id')))
  })

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    requireAdmin(c)
    return c.json(await deleteUserFactor(pool, c.req.param('id'), c.req.param('factorId')))
  })
}
