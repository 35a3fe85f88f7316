// The two Deno globals the thin index.ts entries use, so `tsc -b` checks them without Deno's
// own types. Only tsconfig.functions.json reads this file; the Edge Runtime brings the real ones.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
  const env: { get(name: string): string | undefined }
}

// The Edge Runtime loads nodemailer from npm; only the member the entry uses is declared here.
declare module 'npm:nodemailer@10' {
  const nodemailer: { createTransport: import('../_shared/smtp.ts').CreateTransport }
  export default nodemailer
}
