// The production entry. `npm run build` (scripts/standalone.mjs) copies it to
// .next/standalone/server.js in place of the one Next.js writes, and `node server.js` runs it.
//
// It is Next.js's own server (the custom-server API, `next()`, with the build's configuration),
// with one addition: GET and HEAD on the paths instrumentation.ts publishes (only /api/jobs, the
// careers board, the most requested endpoint) are answered by their handler straight away instead
// of after Next.js's router. Same handler, same answer: pages/api/jobs.ts serves the path through
// Next whenever the direct route is not published (before start-up finishes, `next dev`). It
// exists for speed: Next's routing costs more CPU per request than the whole handler does (README,
// Performance). Everything else, other methods on that path included, goes to Next.
import http from "node:http";
import module from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const DIRECT_ROUTES = Symbol.for("hr-platform.direct-routes");

/** The handler published for this request's path, if it is a GET or HEAD on exactly that path. */
export function directRouteFor(req, routes) {
  if (!routes || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  const url = req.url ?? "/";
  const end = url.indexOf("?");
  const pathname = end === -1 ? url : url.slice(0, end);
  return Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
}

/** The server's request listener: a direct route when there is one, otherwise Next.js. */
export function createListener(nextHandler, publishedRoutes = () => globalThis[DIRECT_ROUTES]) {
  return async (req, res) => {
    const direct = directRouteFor(req, publishedRoutes());
    try {
      await (direct ? direct(req, res) : nextHandler(req, res));
    } catch (error) {
      // As Next.js's own server does: the handlers answer their own errors, so this is a bug.
      console.error(`Failed to handle request for ${req.url}`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end("Internal Server Error");
      } else res.destroy();
    }
  };
}

/** Starts the server (`node server.js` does; scripts/standalone.mjs --start calls it after importing). */
export async function main() {
  const require = module.createRequire(import.meta.url);
  const dir = path.dirname(fileURLToPath(import.meta.url));
  process.env.NODE_ENV = "production";
  process.chdir(dir);
  // The build's resolved configuration, which Next's own standalone server.js inlines.
  const { config } = require("./.next/required-server-files.json");
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

  const hostname = process.env.HOSTNAME || "0.0.0.0";
  const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
  const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);

  let listener = null;
  const server = http.createServer((req, res) => listener(req, res));
  if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;

  const next = require("next");
  const app = next({ dev: false, dir, hostname, port, conf: config, httpServer: server });
  await app.prepare();
  listener = createListener(app.getRequestHandler());

  let closing = false;
  const stop = (signal) => {
    if (closing) return;
    closing = true;
    // Stop taking connections, let requests in flight finish, then let Next close its side.
    server.close(() => {
      Promise.resolve(app.close())
        .catch((error) => console.error(error))
        .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  server.on("error", (error) => {
    console.error("Failed to start server", error);
    process.exit(1);
  });
  // Next prepares itself (instrumentation.ts included) in the background from here; requests that
  // arrive first wait for it inside Next, and the direct routes start once they are published.
  server.listen(port, hostname, () => console.log(`▲ Next.js production server on http://${hostname}:${port}`));
}

// Run as `node server.js`; imported (by the tests, or scripts/standalone.mjs) it only exports.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
