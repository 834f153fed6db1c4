import { config } from 'zod';

// zod compiles fast object parsers with `new Function`, which the storefront's CSP (no
// 'unsafe-eval') refuses and reports as a violation. Imported first by root.tsx (route modules load before entry.client), so no
// schema is built in the browser before zod is told not to try.
config({ jitless: true });
