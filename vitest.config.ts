import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Route handlers and lib/server import "server-only"; under Vitest they run on the server anyway.
      "server-only": path.join(import.meta.dirname, "lib/testing/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", ".next/**", ".data*/**"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // next-intl imports "next/navigation" without the ".js" Node's ESM resolver wants: let Vite
    // resolve it.
    server: { deps: { inline: ["next-intl"] } },
  },
});
