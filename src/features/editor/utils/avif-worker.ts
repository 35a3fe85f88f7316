/**
 * The AVIF encoder's Web Worker (avif-encoder.ts starts it): Squoosh's libavif build from
 * @jsquash/avif, compiled from WebAssembly once per editor session, encoding one file at a time
 * off the page's thread, so the editor keeps answering while a set encodes.
 *
 * The single-threaded build is imported directly: the threaded one needs SharedArrayBuffer,
 * which only a cross-origin-isolated page has (COOP/COEP headers the site does not send, as they
 * would break the YouTube embed), so it could never run and its 3.5 MB would only be shipped.
 */
import moduleFactory from '@jsquash/avif/codec/enc/avif_enc.js'
import { defaultOptions, type EncodeOptions } from '@jsquash/avif/meta.js'
import type { AvifReply, AvifRequest } from './avif-messages.ts'

const scope = self as unknown as {
  postMessage(message: AvifReply, transfer?: Transferable[]): void
  onmessage: ((event: MessageEvent<AvifRequest>) => void) | null
}

/** The codec's module as its declaration file states it (in a namespace the package declares globally, which this project does not load). */
interface AvifModule {
  encode(data: BufferSource, width: number, height: number, options: EncodeOptions): Uint8Array | null
}
const createModule = moduleFactory as unknown as (options: { noInitialRun: boolean }) => Promise<AvifModule>

// Emscripten runs nothing on its own; compiling the module is what may fail (a policy without
// 'wasm-unsafe-eval', a missing .wasm file), and the page hears of it once, as { ready: false }.
const encoder = createModule({ noInitialRun: true })
encoder.then(
  () => scope.postMessage({ ready: true }),
  (error: unknown) => scope.postMessage({ ready: false, error: String(error) }),
)

scope.onmessage = ({ data: request }) => {
  void encoder.then((module) => {
    const options = { ...defaultOptions, quality: request.quality, speed: request.speed }
    const bytes = module.encode(new Uint8Array(request.pixels), request.width, request.height, options)
    if (!bytes) scope.postMessage({ id: request.id, error: 'The AVIF encoder returned nothing.' })
    else {
      // A copy of its own (the result may be a view of the module's memory), handed over, not copied again.
      const copy = bytes.slice().buffer
      scope.postMessage({ id: request.id, bytes: copy }, [copy])
    }
  }).catch((error: unknown) => scope.postMessage({ id: request.id, error: String(error) }))
}
