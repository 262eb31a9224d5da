import "server-only";

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

import { encryptionKeys } from "@/lib/server/platform/secrets";

// Field encryption for Aadhaar, PAN and bank account numbers: AES-256-GCM with a random
// 96-bit IV. Format: "v1.<keyId>.<iv>.<tag>.<ciphertext>" (base64url parts). The key id lets
// old rows be read after a key rotation (DATA_ENCRYPTION_PREVIOUS_KEYS).
const VERSION = "v1";
// The tag is always the full 16 bytes. Node's GCM decipher would otherwise take a tag cut down to
// as little as 4 bytes, which someone able to write a row could forge far more easily.
const TAG_BYTES = 16;

function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 8);
}

export function encryptField(plain: string): string {
  const [key] = encryptionKeys();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyId(key), iv.toString("base64url"), tag.toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

export function decryptField(stored: string): string {
  const [version, id, iv, tag, data] = stored.split(".");
  if (version !== VERSION || !id || !iv || !tag || data === undefined) throw new Error("Malformed encrypted field");
  const key = encryptionKeys().find((k) => keyId(k) === id);
  if (!key)
    throw new Error("No key for encrypted field (was DATA_ENCRYPTION_KEY rotated without keeping the old one?)");
  const tagBytes = Buffer.from(tag, "base64url");
  if (tagBytes.length !== TAG_BYTES) throw new Error("Malformed encrypted field");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

function hashWith(key: Buffer, value: string, purpose: string): string {
  const derived = createHmac("sha256", key).update(`lookup:${purpose}`).digest();
  return createHmac("sha256", derived).update(value).digest("hex");
}

/** Deterministic keyed hash, for uniqueness checks on encrypted values (one application per Aadhaar per job). */
export function lookupHash(value: string, purpose: string): string {
  return hashWith(encryptionKeys()[0], value, purpose);
}

/**
 * The value's lookup hash under the current key first, then under every previous key: rows
 * written before a key rotation carry an old key's hash, and a uniqueness check must still see them.
 */
export function lookupHashes(value: string, purpose: string): string[] {
  return encryptionKeys().map((key) => hashWith(key, value, purpose));
}
