import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

afterEach(() => cleanup())

// Test files share a worker and its document (vitest.config.ts: isolate false): each leaves the
// document, the storages and the address as the next file would find them in a fresh one.
afterAll(() => {
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
  }
  document.title = ''
  localStorage.clear()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})
