// The two Deno globals the thin index.ts entries use, so `tsc -b` checks them without Deno's
// own types. Only tsconfig.functions.json reads this file; the Edge Runtime brings the real ones.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
  const env: { get(name: string): string | undefined }
}
