import "server-only";

import { subscribe } from "node:diagnostics_channel";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { log } from "@/lib/server/platform/log";

// Returns a burst's memory once the server is quiet again.
//
// Measured (scripts/bench-chat-memory.mjs): after 4,000 help-desk requests the server's RSS stayed
// about 140 MB above where it started, for as long as it sat idle. None of it was live: a full
// garbage collection brought the JS heap back from 150 MB used (240 MB reserved) to 66 MB, and RSS
// below its starting point. V8 collects the old generation only when JavaScript allocates, so an
// idle server keeps a burst's garbage, and the heap pages that hold it, indefinitely.
//
// So: when at least `minRequests` requests came in since the last collection and none for
// `idleMs`, run one full collection. It costs a pause of tens of milliseconds, taken only when
// nobody is waiting.

export type IdleCollectorOptions = { idleMs: number; minRequests: number; checkEveryMs: number };

const DEFAULTS: IdleCollectorOptions = { idleMs: 5_000, minRequests: 200, checkEveryMs: 2_500 };
const INSTALLED = Symbol.for("hr-platform.idle-gc");

/** V8's full collection, made callable without a start-up flag (null if V8 refuses). */
function fullCollection(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === "function") return exposed;
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

export function installIdleCollector(options: Partial<IdleCollectorOptions> = {}): boolean {
  const g = globalThis as { [INSTALLED]?: boolean };
  if (g[INSTALLED]) return true;
  const { idleMs, minRequests, checkEveryMs } = { ...DEFAULTS, ...options };
  const gc = fullCollection();
  if (!gc) {
    log.warn("server.idle_gc_unavailable", {});
    return false;
  }
  let requests = 0;
  let lastRequestAt = Date.now();
  subscribe("http.server.request.start", () => {
    requests += 1;
    lastRequestAt = Date.now();
  });
  setInterval(() => {
    if (requests < minRequests || Date.now() - lastRequestAt < idleMs) return;
    const before = process.memoryUsage().rss;
    const started = performance.now();
    gc();
    log.info("server.idle_gc", {
      requests,
      ms: Math.round(performance.now() - started),
      rssMbBefore: Math.round(before / 1048576),
      rssMbAfter: Math.round(process.memoryUsage().rss / 1048576),
    });
    requests = 0;
  }, checkEveryMs).unref();
  g[INSTALLED] = true;
  return true;
}
