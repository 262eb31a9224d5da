// Helpers for the employee console's integration tests: signed-in callers, real employees made
// through the same server function the API uses, multipart requests and realistic file bytes.
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { createEmployee } from "@/lib/server/employees/records";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { verhoeffCheckDigit } from "@/lib/validation/ids";
import { employeeCreateSchema, type EmployeeCreateInput } from "@/lib/validation/employees";
import { createUser } from "@/lib/testing/fixtures";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Authorization header for a user, as an API client would send it. */
export async function bearer(user: { id: string; name: string; role: string }) {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { tokenVersion: true } });
  const token = await encodeSessionToken({
    sub: user.id,
    name: user.name,
    role: user.role as never,
    tv: row.tokenVersion,
  });
  return { authorization: `Bearer ${token}` };
}

let seq = 0;
export const validAadhaar = (prefix = "23456789012") => prefix + verhoeffCheckDigit(prefix);

export function employeeInput(overrides: Partial<EmployeeCreateInput> = {}): EmployeeCreateInput {
  seq += 1;
  const n = `${Date.now() % 100000}${seq}`;
  return {
    referenceId: `REF${n}`,
    password: "Initial-Pass-1",
    name: `Employee ${n}`,
    email: `employee${n}@test.local`,
    department: "Operations",
    bankName: "State Bank of India",
    accountNumber: "123456789012",
    ifscCode: "SBIN0000152",
    ...overrides,
  };
}

/** An employee made through createEmployee (as the API does), with its sign-in. */
let fixtureEmployeeAdmin: ReturnType<typeof createUser> | undefined;

export async function makeEmployee(overrides: Partial<EmployeeCreateInput> = {}) {
  fixtureEmployeeAdmin ??= createUser({ role: "Admin", name: "Fixture Admin" });
  const admin = await fixtureEmployeeAdmin;
  const input = employeeInput(overrides);
  const employee = await createEmployee(admin, employeeCreateSchema.parse(input), null);
  const user = await db.user.findUniqueOrThrow({ where: { email: employee.email } });
  return { employee, user, password: input.password };
}

type Employee = Awaited<ReturnType<typeof makeEmployee>>["employee"];

/**
 * A JSON edit's body with only the fields an edit requires, as the employee has them, plus
 * `changes`: every field it leaves out keeps its value (KEPT_WHEN_LEFT_OUT).
 */
export function editBody(employee: Employee, changes: Record<string, string> = {}) {
  const { referenceId, name, email, department, bankName, ifscCode } = employee;
  return { referenceId, name, email, department, bankName, ifscCode, ...changes };
}

/** An ID-proof PDF in an employee's documents, written directly (no upload, no audit entry). */
export function makeDocument(employeeId: string, name = "id.pdf") {
  return db.$transaction(async (tx) => {
    const file = await storeFile(tx, {
      kind: "EmployeeDocument",
      fileName: name,
      contentType: "application/pdf",
      data: bytes.pdf(),
    });
    return tx.employeeDocument.create({ data: { employeeId, documentType: "ID_Proof", fileId: file.id, name } });
  });
}

export async function callForm(
  handler: Handler,
  opts: {
    method?: string;
    path: string;
    form: FormData;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  },
) {
  const headers = new Headers(opts.headers);
  headers.set("host", "127.0.0.1:3000");
  const req = new Request(`http://127.0.0.1:3000${opts.path}`, {
    method: opts.method ?? "POST",
    headers,
    body: opts.form,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, unknown>, text };
}

export const bytes = {
  pdf: (text = "test document") => minimalPdf(text),
  png: () =>
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]),
  jpg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  /** A Windows executable's header: what a renamed "invoice.pdf" from an attacker looks like. */
  exe: () => new TextEncoder().encode("MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode."),
};

export const blob = (data: Uint8Array, type = "application/octet-stream") => new Blob([new Uint8Array(data)], { type });
