import { z } from 'zod'

// zod compiles a fast path for object schemas with `new Function`, after probing whether it may
// (`Function('')` inside a try). The site's Content-Security-Policy has no 'unsafe-eval', so the
// probe is refused and reported as a violation; told up front, zod never tries. Schemas are
// built when their module loads, so the admin's modules take `z` from here, never from 'zod'.
z.config({ jitless: true })

export { z }
