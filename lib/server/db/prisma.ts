import "server-only";

import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";

import { PrismaClient } from "@/lib/generated/prisma/client";

// How every Prisma client of the app is made. Secret columns (password hash, ciphertexts, file
// bytes) are omitted from every query unless a caller asks for them with `omit: { x: false }`.
const omit = {
  user: { passwordHash: true },
  govApplication: { panEncrypted: true, aadhaarEncrypted: true, aadhaarHash: true },
  employee: { aadhaarEncrypted: true, panEncrypted: true, accountNumberEncrypted: true },
  storedFile: { data: true },
} as const;

export function createClient(adapter: SqlDriverAdapterFactory) {
  return new PrismaClient({ adapter, omit });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
