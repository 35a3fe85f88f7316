/**
 * The dev server's background painter (build/vite-plugins/vite-demo-photos.ts starts it once the server
 * answers): `node --import tsx paint-demo-photos.ts <public dir> <set>… [--first-screens <set>,…]`
 * paints the named sets in order and reports each one done ({ painted: name }) over the IPC
 * channel. A message { first: name } (a page is waiting for that set) moves it ahead of every set
 * no page asked for, but not ahead of the first screens' sets (listed first): a page asks for its
 * pictures in the order they stand in its HTML, and the home page's trending pictures, beside its
 * lead on a wide screen, stand after every category section's. It exits when done, and
 * when the dev server is gone (the channel closes), so no painter outlives it.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { paintWhenAsked } from './demo-photo-sets.ts'

interface PainterMessage {
  first?: string
}

// Low priority before any thread is started (libuv's and libvips' threads inherit it): the
// painting takes what CPU the API, the dev server and the browser leave.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL)
} catch {
  // Already lowered by the dev server, or not allowed here: painting still works.
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'first-screens': { type: 'string', default: '' } } })
const [publicDir, ...names] = positionals
if (!publicDir || !process.send) {
  console.error('usage: node --import tsx build/photos/paint-demo-photos.ts <public dir> <set>… [--first-screens <set>,…] (started by the dev server, with an IPC channel)')
  process.exit(2)
}
const send = process.send.bind(process)
const queue = [...names]
// The first screens' sets count as asked for from the start: what pages ask for waits behind them.
const asked = new Set(values['first-screens'].split(',').filter((name) => queue.includes(name)))

process.on('message', (message: PainterMessage) => {
  if (message.first !== undefined) paintWhenAsked(queue, asked, message.first)
})
process.on('disconnect', () => process.exit(0))

// Imported only now, at the lower priority (sharp's threads start with it).
const { paintDemoPhotoSets } = await import('./demo-photos.ts')
await paintDemoPhotoSets(publicDir, queue, (name) => send({ painted: name }))
process.disconnect()
