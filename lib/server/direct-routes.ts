import "server-only";

import { log } from "@/lib/server/log";
import type { NodeHandler } from "@/lib/server/node-api";

// Handlers the production entry (scripts/production-server.mjs, copied to
// .next/standalone/server.js) calls itself, before Next.js's router: GET and HEAD on exactly these
// paths. instrumentation.ts publishes them once the server has started; until then, and under
// `next dev`, the same paths are answered by their Next route as usual (the same handler). The
// key is shared with the entry, a plain JS file that cannot import this module.
const KEY = Symbol.for("hr-platform.direct-routes");

export function publishDirectRoutes(routes: Record<string, NodeHandler>): void {
  (globalThis as Record<symbol, unknown>)[KEY] = Object.freeze({ ...routes });
  log.info("server.direct_routes", { paths: Object.keys(routes) });
}
