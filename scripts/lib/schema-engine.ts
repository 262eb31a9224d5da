// Prisma's schema engine compiled to WebAssembly, driven through a PGlite driver adapter: lets us
// create and check migrations with no native engine and no network. Shadow databases are
// throwaway in-memory PGlite instances.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const require = createRequire(import.meta.url);

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");
const noFilters = { externalTables: [], externalEnums: [] };

let initialised = false;
async function initWasm() {
  if (initialised) return;
  const wasmFile = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  initialised = true;
}

export function schemaFiles() {
  return [{ path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") }];
}

export function migrationsList() {
  const dirs = fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => {
      const file = path.join(MIGRATIONS_DIR, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file)
            ? ({ tag: "ok", value: fs.readFileSync(file, "utf8") } as const)
            : ({ tag: "error", value: "missing migration.sql" } as const),
        },
      };
    }),
  };
}

export async function withSchemaEngine<T>(fn: (engine: bg.SchemaEngine) => Promise<T>): Promise<T> {
  await initWasm();
  const pglite = new PGlite();
  const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite));
  const files = schemaFiles();
  const engine = await bg.SchemaEngine.new({ datamodels: files.map((f) => [f.path, f.content]) }, () => {}, factory);
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await pglite.close();
  }
}

/** SQL that takes a database built from the committed migrations to the current schema ("" when in sync). */
export async function pendingSchemaDiff(): Promise<string> {
  return withSchemaEngine(async (engine) => {
    const list = migrationsList();
    const result = await engine.diff({
      from: list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: schemaFiles() },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  });
}
