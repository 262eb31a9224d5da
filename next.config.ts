import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { parseEnv } from "./lib/env";
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone (only the node_modules it uses); `npm run build`
  // copies public/ and .next/static next to it (scripts/standalone.mjs).
  output: "standalone",
  poweredByHeader: false,
  // `import "server-only"` marks modules that must never reach the browser. Next resolves it to
  // an empty module for App Router server code, but proxy.ts and instrumentation.ts are bundled
  // without that condition and Node would load the package's throwing entry. So: bundle it, and
  // let everything but the browser see the empty module; the browser still gets the throwing one,
  // so a client component importing server code still fails.
  transpilePackages: ["server-only"],
  turbopack: {
    resolveAlias: { "server-only": { browser: "server-only", default: "next/dist/compiled/server-only/empty" } },
  },
  reactStrictMode: true,
  experimental: {
    // Unmatched addresses get app/global-not-found.tsx, a page of its own: a root not-found.tsx
    // (the public 404 in its chrome) would be sent inside every page's payload.
    globalNotFound: true,
    // The build prerenders the job boards from the database. The embedded one (no DATABASE_URL)
    // belongs to one process at a time: one static-generation worker.
    ...(process.env.DATABASE_URL ? {} : { cpus: 1 }),
  },
  // Native or WASM packages that must load from node_modules at run time, not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg"],
  // Read from disk at run time: the embedded database's migrations at start-up, and the font of
  // the application PDF (lib/server/platform/pdf/fonts.ts).
  outputFileTracingIncludes: {
    "/**": ["./prisma/migrations/**/*"],
    "/api/gov/applications/*/pdf": [
      "./node_modules/@expo-google-fonts/noto-sans-devanagari/{400Regular,700Bold}/*.ttf",
    ],
  },
  // English pages have no prefix: "/about" is app/[locale]'s "/en/about" (Hindi is "/hi/about").
  // After the file system, so staff pages, sign-in and files are matched first. Dynamic routes come
  // after these rewrites, so the API (/api/auth/[...nextauth], /api/jobs/[id]) is left out by name.
  // Before them: a plain GET /api/jobs (no search, no page, no body) is the board's first page,
  // which app/api/jobs/board renders statically, so it is served from there. Anything with a query
  // or a body (POST creates a job) reaches app/api/jobs/route.ts.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/api/jobs",
          missing: [
            { type: "query", key: "q" },
            { type: "query", key: "limit" },
            { type: "query", key: "cursor" },
            { type: "header", key: "content-length" },
            { type: "header", key: "transfer-encoding" },
            { type: "header", key: "content-type" },
          ],
          destination: "/api/jobs/board",
        },
      ],
      afterFiles: [
        { source: "/", destination: "/en" },
        { source: "/:path((?!en(?:/|$)|hi(?:/|$)|api/|_next/).+)", destination: "/en/:path" },
      ],
      fallback: [],
    };
  },
  // proxy.ts (pages) and lib/server/http/api.ts (API) set the security headers at run time. Here
  // the same set, with the no-content CSP of non-document responses, goes on the files proxy.ts
  // skips and on every /api response, including the ones Next makes itself before any handler
  // runs (405 for a method a route does not export, 400 for a malformed path or method).
  async headers() {
    const headers = [
      { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
      ...Object.entries(staticSecurityHeaders).map(([key, value]) => ({ key, value })),
    ];
    const sources = [
      "/api/:path*",
      "/_next/static/:path*",
      "/_next/image",
      "/favicon.ico",
      "/robots.txt",
      "/sitemap.xml",
    ];
    return sources.map((source) => ({ source, headers }));
  },
};

// next-intl: i18n/request.ts gives each request (or static render) its language's catalogue.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

// Validate the environment once, before anything starts: a bad variable stops the app here
// with its name, instead of failing on some later request. The phase tells a build (which serves
// no one and needs no payment keys) from a server.
export default function config(phase: string): NextConfig {
  try {
    parseEnv({ ...process.env, NEXT_PHASE: phase });
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  return withNextIntl(nextConfig);
}
