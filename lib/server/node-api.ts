import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";

import { ApiError, handleApiError, UNSTORABLE_TEXT } from "@/lib/server/api";
import { requestIdFromHeader, runWithRequestContext } from "@/lib/server/request-context";
import { apiSecurityHeaders } from "@/lib/security-headers";

// API routes served by Next's Pages Router (pages/api) instead of an App Router route handler.
// Only for the hottest public read, GET /api/jobs: Next answers a Pages API route on Node's own
// request and response, without building a Fetch Request/Response and the App Router's
// per-request stores, which on a 2-core machine cost ~0.6 ms of CPU per request, more than the
// query (measured: README, Performance). Every other method on such a path stays a normal
// Fetch-API handler (withPublic/withAuth), adapted here, so there is one way to write handlers.

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type WebHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const nodeHandlers = new WeakSet<NodeHandler>();

// Bodies from this size on are gzipped for clients that accept it, as Next's own compression
// (threshold 1 KB) does for its routes; the production entry answers /api/jobs without it.
const GZIP_FROM_BYTES = 1024;

function acceptsGzip(req: IncomingMessage | undefined): boolean {
  const accepted = req?.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b(?!;\s*q=0(\.0*)?(,|$))/i.test(accepted);
}

/** A JSON answer with the same headers withPublic gives (security set, request id, no caching unless said). */
function sendJson(
  res: ServerResponse,
  requestId: string,
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
  req?: IncomingMessage,
): void {
  let body: string | Buffer = JSON.stringify(data);
  res.statusCode = status;
  for (const [name, value] of apiSecurityHeaders) res.setHeader(name, value);
  res.setHeader("X-Request-Id", requestId);
  res.setHeader("Content-Type", "application/json");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
  if (Buffer.byteLength(body) >= GZIP_FROM_BYTES) {
    res.setHeader("Vary", "Accept-Encoding");
    if (acceptsGzip(req)) {
      body = gzipSync(body);
      res.setHeader("Content-Encoding", "gzip");
    }
  }
  // A length instead of chunked encoding: the body is complete before the first byte is sent.
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

export type NodeReply = { status?: number; data: unknown; headers?: Record<string, string> };

/**
 * An open endpoint answered on Node's request/response: the same contract as withPublic (request
 * id in logs and in X-Request-Id, NUL refused in the query, uniform JSON errors, 503 when the
 * database is down), for a handler that takes the parsed URL and returns its JSON.
 */
export function withPublicNode(handler: (args: { url: URL; req: IncomingMessage }) => Promise<NodeReply>) {
  const node: NodeHandler = async (req, res) => {
    const requestId = requestIdFromHeader(req.headers["x-request-id"]);
    await runWithRequestContext({ requestId }, async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      try {
        if (/%00/.test(url.search)) throw new ApiError("bad_request", UNSTORABLE_TEXT);
        const reply = await handler({ url, req });
        sendJson(res, requestId, reply.status ?? 200, reply.data, reply.headers, req);
      } catch (error) {
        const response = handleApiError(error, url.pathname);
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => (headers[name] = value));
        sendJson(res, requestId, response.status, await response.json(), headers, req);
      }
    });
  };
  nodeHandlers.add(node);
  return node;
}

/** The Fetch API's view of a Node request, body streamed as it arrives (never buffered here). */
export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  let base = "http://localhost";
  try {
    base = new URL(`http://${req.headers.host ?? "localhost"}`).origin;
  } catch {
    // a malformed Host header: the path still routes, and no handler trusts this origin
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", base), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
}

async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
}

/**
 * One path's methods for a Pages API route: node handlers (withPublicNode) run as they are, Fetch
 * handlers get a Request and their Response is written back. HEAD is answered by GET (Node drops
 * the body), OPTIONS lists the methods, anything else is a 405 with Allow, as the App Router does.
 */
export function nodeRoute(methods: Partial<Record<Method, NodeHandler | WebHandler>>): NodeHandler {
  const allow = [...Object.keys(methods), ...("GET" in methods ? ["HEAD"] : []), "OPTIONS"].join(", ");
  return async (req, res) => {
    const method = req.method === "HEAD" ? "GET" : (req.method as Method);
    const handler = methods[method];
    if (!handler) {
      res.setHeader("Allow", allow);
      if (req.method === "OPTIONS") {
        for (const [name, value] of apiSecurityHeaders) res.setHeader(name, value);
        res.statusCode = 204;
        res.end();
        return;
      }
      sendJson(res, requestIdFromHeader(req.headers["x-request-id"]), 405, {
        success: false,
        message: "Method not allowed.",
      });
      return;
    }
    if (nodeHandlers.has(handler as NodeHandler)) return (handler as NodeHandler)(req, res);
    // withPublic/withAuth turn every error into a Response; writing it fails only when the client
    // has gone away, and then there is nobody left to answer.
    const response = await (handler as WebHandler)(toWebRequest(req), { params: Promise.resolve({}) });
    await sendWebResponse(res, response).catch(() => res.destroy());
  };
}
