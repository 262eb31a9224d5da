import "server-only";

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";

// Secrets come from the environment. The embedded default (no DATABASE_URL) may run without
// them: one set is generated on first start and kept in DATA_DIR/secrets.json (mode 0600), so
// sessions and encrypted columns survive restarts.
type FileSecrets = { authSecret: string; encryptionKey: string };

let fileSecrets: FileSecrets | undefined;

function loadFileSecrets(): FileSecrets {
  if (fileSecrets) return fileSecrets;
  const { DATA_DIR, DATABASE_URL, NODE_ENV } = env();
  if (DATABASE_URL && NODE_ENV === "production") {
    throw new Error("AUTH_SECRET and DATA_ENCRYPTION_KEY must be set when DATABASE_URL is used in production");
  }
  const file = path.resolve(DATA_DIR, "secrets.json");
  try {
    fileSecrets = JSON.parse(fs.readFileSync(file, "utf8")) as FileSecrets;
  } catch {
    const created: FileSecrets = {
      authSecret: randomBytes(32).toString("base64"),
      encryptionKey: randomBytes(32).toString("base64"),
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": if another process created it first, use theirs.
      fs.writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600, flag: "wx" });
      fileSecrets = created;
    } catch {
      fileSecrets = JSON.parse(fs.readFileSync(file, "utf8")) as FileSecrets;
    }
  }
  return fileSecrets!;
}

export function authSecret(): string {
  return env().AUTH_SECRET ?? loadFileSecrets().authSecret;
}

/** The current encryption key first, then older keys still accepted for decryption. */
export function encryptionKeys(): Buffer[] {
  const current = env().DATA_ENCRYPTION_KEY ?? loadFileSecrets().encryptionKey;
  const previous =
    env()
      .DATA_ENCRYPTION_PREVIOUS_KEYS?.split(",")
      .map((k) => k.trim()) ?? [];
  return [current, ...previous].map((k) => Buffer.from(k, "base64"));
}
