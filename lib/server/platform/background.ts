import "server-only";

import { log } from "@/lib/server/platform/log";

// Work that runs after a response has been decided (notices, confirmation mail): it never fails or
// delays the request, but it is tracked, so shutdown and tests can wait until it has been recorded.

// One set per process, on globalThis: Next builds instrumentation.ts (whose shutdown handler waits
// on it) and the route handlers (which add to it) as separate bundles, each with its own copy of
// this module; a module-level set would leave the handler waiting on an empty one.
const IN_FLIGHT = Symbol.for("hr-platform.background-in-flight");
const holder = globalThis as unknown as { [IN_FLIGHT]?: Set<Promise<unknown>> };
const inFlight = (holder[IN_FLIGHT] ??= new Set<Promise<unknown>>());

export function runInBackground(name: string, task: () => Promise<unknown>): void {
  const running = Promise.resolve()
    .then(task)
    .catch((error: unknown) =>
      log.error(`${name}.failed`, { error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves when every background task started so far, and any it started in turn, has finished. */
export async function backgroundSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
