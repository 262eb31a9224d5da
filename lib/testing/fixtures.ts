// Helpers for integration tests: real database rows and real Request objects, no mocks.
import type { Role } from "@/lib/generated/prisma/enums";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db/client";

let counter = 0;

/**
 * The Prisma client behind `db` (a proxy, whose methods cannot be spied on): for a test that makes
 * one transaction fail.
 */
export const prismaClient = () => (globalThis as unknown as { __db: { db: Pick<typeof db, "$transaction"> } }).__db.db;

export async function createUser(opts: {
  role: Role;
  email?: string;
  password?: string;
  name?: string;
  referenceId?: string;
}) {
  counter += 1;
  const email = (opts.email ?? `user${counter}-${Date.now()}@test.local`).toLowerCase();
  const password = opts.password ?? "Correct-Horse-9";
  const user = await db.user.create({
    data: {
      email,
      name: opts.name ?? `Test User ${counter}`,
      role: opts.role,
      passwordHash: await hashPassword(password),
    },
  });
  if (opts.referenceId) {
    await db.employee.create({
      data: {
        userId: user.id,
        referenceId: opts.referenceId.toUpperCase(),
        department: "Operations",
        bankName: "State Bank of India",
        accountNumberEncrypted: "unused",
        accountLast4: "0000",
        ifscCode: "SBIN0000001",
      },
    });
  }
  return { ...user, password };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function call(
  handler: Handler,
  opts: {
    method?: string;
    path?: string;
    body?: unknown;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(opts.headers);
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (!headers.has("host")) headers.set("host", "127.0.0.1:3000");
  const req = new Request(`http://127.0.0.1:3000${opts.path ?? "/api/test"}`, {
    method: opts.method ?? "GET",
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, unknown>, text };
}
