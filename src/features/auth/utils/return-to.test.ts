import { describe, expect, it } from 'vitest'
import { returnTo } from './return-to.ts'

describe('returnTo', () => {
  it('goes back to the dashboard address the member was on', () => {
    expect(returnTo({ from: '/admin/dashboard/articles/new' })).toBe('/admin/dashboard/articles/new')
    expect(returnTo({ from: '/admin/dashboard?tab=team' })).toBe('/admin/dashboard?tab=team')
    expect(returnTo({ from: '/admin/dashboard' })).toBe('/admin/dashboard')
  })

  it('goes to the dashboard for anything else', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example/admin/dashboard' }, { from: '/admin/dashboardx' }, { from: '/' }]) {
      expect(returnTo(state)).toBe('/admin/dashboard')
    }
  })
})
