import { describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import { maskAadhaar, maskAccount, maskPan, last4 } from "@/lib/mask";

import { decryptField, encryptField, lookupHash } from "@/lib/server/platform/crypto";

describe("field encryption", () => {
  it("round-trips and never stores the plain value", () => {
    const stored = encryptField("234567890124");
    expect(stored).not.toContain("234567890124");
    expect(decryptField(stored)).toBe("234567890124");
    expect(encryptField("234567890124")).not.toBe(stored); // random IV
  });

  it("refuses a tampered ciphertext", () => {
    const parts = encryptField("ABCDE1234F").split(".");
    parts[4] = Buffer.from("tampered!!").toString("base64url");
    expect(() => decryptField(parts.join("."))).toThrow();
  });

  it("refuses a tag cut short, though it is the start of the right one", () => {
    const parts = encryptField("ABCDE1234F").split(".");
    parts[3] = Buffer.from(parts[3], "base64url").subarray(0, 4).toString("base64url");
    expect(() => decryptField(parts.join("."))).toThrow("Malformed encrypted field");
  });

  it("still reads old rows after a key rotation", () => {
    const oldKey = process.env.DATA_ENCRYPTION_KEY!;
    const stored = encryptField("50100234567890");
    process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(32, 9).toString("base64");
    process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = oldKey;
    resetEnv();
    try {
      expect(decryptField(stored)).toBe("50100234567890");
      expect(encryptField("x").split(".")[1]).not.toBe(stored.split(".")[1]);
    } finally {
      process.env.DATA_ENCRYPTION_KEY = oldKey;
      delete process.env.DATA_ENCRYPTION_PREVIOUS_KEYS;
      resetEnv();
    }
  });

  it("hashes deterministically per purpose for uniqueness checks", () => {
    expect(lookupHash("234567890124", "aadhaar")).toBe(lookupHash("234567890124", "aadhaar"));
    expect(lookupHash("234567890124", "aadhaar")).not.toBe(lookupHash("234567890124", "pan"));
  });
});

describe("masking", () => {
  it("shows only the last four characters", () => {
    expect(maskAadhaar(last4("2345 6789 0124"))).toBe("XXXX XXXX 0124");
    expect(maskPan(last4("abcde1234f"))).toBe("XXXXXX234F");
    expect(maskAccount(last4("50100234567890"))).toBe("XXXXXXXX7890");
  });
});
