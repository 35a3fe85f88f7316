import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { prerenderedStateText } from './app/prerender/prerendered-state.ts'
import { recoveryFormAddress } from './app/recovery-link.ts'
import { createRouter } from './app/router.tsx'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const recovery = recoveryFormAddress(window.location)
// A password-recovery link that arrived elsewhere (the Site URL): the reset form, not this page.
if (recovery) window.location.replace(recovery)
// A prerendered page names the file of its data and is hydrated (app/prerender/hydrate-page.tsx); every
// other page renders here.
else if (document.getElementById('prerendered-state')) {
  const state = prerenderedStateText()
  void import('./app/prerender/hydrate-page.tsx').then(({ hydratePage }) => hydratePage(container, state))
}
else {
  createRoot(container).render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  )
}
