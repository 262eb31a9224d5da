// The standalone server (next.config.ts: output "standalone").
//   node scripts/standalone.mjs          after `next build` (npm run build does it): copies public/
//                                        and .next/static into .next/standalone, which Next leaves
//                                        out (they could go to a CDN), so the server is complete.
//                                        server.js stays exactly as Next wrote it.
//   node scripts/standalone.mjs --start  (npm start) runs .next/standalone/server.js
//                                        on HOSTNAME 127.0.0.1 and PORT 3000 unless they are set,
//                                        keeping idle connections 65 s (KEEP_ALIVE_TIMEOUT).
//                                        server.js changes into .next/standalone, which the next
//                                        build replaces: a relative DATA_DIR (default .data) is
//                                        resolved here first, so it stays the one `npm start` uses.
//                                        With E2E_SERVER_LOG=<file> everything the server prints
//                                        is also written to that file (the e2e run's log check).
//   node scripts/standalone.mjs --start --instance=<dir>
//                                        runs a copy of the server in <dir> (made on first use: its
//                                        own .next; node_modules and public linked), so that several
//                                        servers of one build never share Next's cache files: Next
//                                        writes them in place, and two servers regenerating the same
//                                        page at once can leave a torn file (vercel/next.js#98009;
//                                        seen here as the job board's JSON with a stray "}" after it).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const out = ".next/standalone";
if (!fs.existsSync(path.resolve(out, "server.js"))) {
  console.error(`${out}/server.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}

if (process.argv.includes("--start")) {
  const instance = process.argv.find((arg) => arg.startsWith("--instance="))?.slice("--instance=".length);
  const server = path.join(instance ? makeInstance(path.resolve(instance)) : path.resolve(out), "server.js");
  process.env.HOSTNAME ||= "127.0.0.1";
  process.env.PORT ||= "3000";
  // Node closes an idle keep-alive connection after 5 s; a client or proxy that reuses it just then
  // gets a reset (nginx: a 502; Playwright's route.fetch: ECONNRESET). Keep them longer than nginx's
  // upstream idle timeout (60 s), as docs/deploy.md says for server.js run on its own.
  process.env.KEEP_ALIVE_TIMEOUT ||= "65000";
  process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || ".data");
  const embedded = process.env.EMBEDDED_DB_DIR;
  if (embedded && !embedded.includes("://")) process.env.EMBEDDED_DB_DIR = path.resolve(embedded);
  if (process.env.E2E_SERVER_LOG) copyOutputTo(path.resolve(process.env.E2E_SERVER_LOG));
  await import(pathToFileURL(server).href);
} else {
  for (const [from, to] of [
    ["public", `${out}/public`],
    [".next/static", `${out}/.next/static`],
  ]) {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
  console.log(`Standalone server ready in ${out}: public/ and .next/static copied next to server.js.`);
}

/** Tees stdout and stderr into `file` (emptied first): the server's whole log, whatever the console shows. */
function copyOutputTo(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "");
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      // Appending by name (not through an open descriptor) survives the file being removed meanwhile.
      fs.appendFileSync(file, typeof chunk === "string" ? chunk : Buffer.from(chunk));
      return write(chunk, ...rest);
    };
  }
}

/**
 * A copy of the built server in `dir` with its own `.next` (where Next writes its cache), sharing
 * the build's node_modules, public files and Prisma schema through links. Kept if already there.
 */
function makeInstance(dir) {
  if (fs.existsSync(path.join(dir, "server.js"))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  const from = path.resolve(out);
  fs.cpSync(path.join(from, ".next"), path.join(dir, ".next"), { recursive: true, verbatimSymlinks: true });
  for (const name of ["node_modules", "public", "prisma"])
    if (fs.existsSync(path.join(from, name))) fs.symlinkSync(path.join(from, name), path.join(dir, name), "dir");
  fs.copyFileSync(path.join(from, "package.json"), path.join(dir, "package.json"));
  fs.copyFileSync(path.join(from, "server.js"), path.join(dir, "server.js"));
  return dir;
}
