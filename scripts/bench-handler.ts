// Used by scripts/bench-api.mjs: the application's own GET /api/jobs handler (lib/server/jobs-api.ts,
// the same code and database layer the production server runs) on a bare node:http server, so
// the bench can show what the handler costs apart from Next.js's request pipeline. Not a way to
// serve the site: every other path is a 404.
import http from "node:http";

import { jobsApi } from "@/lib/server/jobs-api";

const server = http.createServer((req, res) => {
  if (!req.url?.startsWith("/api/jobs")) {
    res.writeHead(404).end();
    return;
  }
  void jobsApi(req, res);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
