"use client";

import { getSession } from "next-auth/react";

import type { DocumentDto } from "@/lib/server/employees/documents";
import type { SelfDto } from "@/lib/server/employees/dto";

// Loads the employee's record and documents from the API and classifies failures the way the
// spec's dashboard reports them (staff-area section 8).

export const SESSION_EXPIRED = "Your session has expired. Please login again.";
export const TOKEN_MISSING = "Authentication token not found. Please login again.";
export const LOAD_FAILED = "Failed to load employee data";

export type DashboardState =
  | { kind: "ready"; employee: SelfDto; documents: DocumentDto[]; documentsFailed: boolean }
  | { kind: "loading" }
  | { kind: "auth"; message: string }
  | { kind: "error"; message: string; details: string[] }
  | { kind: "empty" };

type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; detail: string };

async function get<T>(url: string): Promise<Outcome<T>> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, status: 0, detail: "Network error: No response received from server" };
  }
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (res.ok && body) return { ok: true, data: body };
  if (res.ok) return { ok: false, status: res.status, detail: "Error: The server sent an unreadable response" };
  return { ok: false, status: res.status, detail: `Server error: ${res.status} - ${body?.message ?? res.statusText}` };
}

/** A 401 means the session ended; no session cookie at all means there was never a token. */
async function authFailure(): Promise<DashboardState> {
  const session = await getSession().catch(() => null);
  return { kind: "auth", message: session ? SESSION_EXPIRED : TOKEN_MISSING };
}

export async function loadDashboard(): Promise<DashboardState> {
  const [employee, documents] = await Promise.all([
    get<SelfDto>("/api/employees/me"),
    get<{ documents: DocumentDto[] }>("/api/documents/my-documents"),
  ]);
  if ((!employee.ok && employee.status === 401) || (!documents.ok && documents.status === 401)) return authFailure();
  if (!employee.ok) {
    if (employee.status === 404) return { kind: "empty" };
    const details = [`Employee: ${employee.detail}`];
    if (!documents.ok) details.push(`Documents: ${documents.detail}`);
    return { kind: "error", message: LOAD_FAILED, details };
  }
  // A documents failure alone is no top-level error (spec): the profile shows, the list is empty.
  return {
    kind: "ready",
    employee: employee.data,
    documents: documents.ok ? documents.data.documents : [],
    documentsFailed: !documents.ok,
  };
}
