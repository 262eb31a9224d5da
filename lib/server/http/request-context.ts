import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// Carries the request id through everything a handler calls, so every log line of a request
// can be tied together (and to the X-Request-Id the client saw).
type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function requestIdFrom(req: Request): string {
  return requestIdFromHeader(req.headers.get("x-request-id"));
}

/** The caller's X-Request-Id when it is a sane token, otherwise a new one. */
export function requestIdFromHeader(incoming: string | string[] | null | undefined): string {
  return typeof incoming === "string" && /^[A-Za-z0-9._-]{8,100}$/.test(incoming) ? incoming : randomUUID();
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
