// Imported for its effect by every schema module shared with the browser. In the browser zod
// would probe `new Function("")` to decide whether to compile parsers; our CSP forbids eval, so
// the probe is reported as a violation (Chrome's Issues panel, Lighthouse best practices).
// jitless skips the probe. (zod/mini schemas: lib/validation/form.ts does the same.)
import { config } from "zod";

if (typeof window !== "undefined") config({ jitless: true });
