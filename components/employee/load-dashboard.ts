"use client";

import { ApiClientError, apiFetch } from "@/lib/api-client";

import type { DocumentDto } from "@/lib/server/employees/documents";
import type { SelfDto } from "@/lib/server/employees/dto";

// Loads the employee's record and documents from the API and classifies failures the way the
// spec's dashboard reports them (staff-area section 8).

export const SESSION_EXPIRED = "Your session has expired. Please login again.";
export const LOAD_FAILED = "Failed to load employee data";

export type DashboardState =
  | { kind: "ready"; employee: SelfDto; documents: DocumentDto[]; documentsFailed: boolean }
  | { kind: "loading" }
  | { kind: "auth"; message: string }
  | { kind: "error"; message: string; details: string[] }
  | { kind: "empty" };

type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; detail: string };

function detail(error: ApiClientError): string {
  if (error.status === 0) return "Network error: No response received from server";
  if (error.status < 400) return "Error: The server sent an unreadable response";
  return `Server error: ${error.status} - ${error.message}`;
}

async function get<T>(url: string): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await apiFetch<T>(url) };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    return { ok: false, status: error.status, detail: detail(error) };
  }
}

// The spec's other sign-in message, "Authentication token not found", was the client-only site's
// answer to a page opened with no token stored. This page is served only after the server found a
// session, so a 401 always means that session ended (signed out elsewhere, password changed, the
// account closed): asking next-auth afterwards would find no session and wrongly say "not found".
export async function loadDashboard(): Promise<DashboardState> {
  const [employee, documents] = await Promise.all([
    get<SelfDto>("/api/employees/me"),
    get<{ documents: DocumentDto[] }>("/api/documents/my-documents"),
  ]);
  if ((!employee.ok && employee.status === 401) || (!documents.ok && documents.status === 401)) {
    return { kind: "auth", message: SESSION_EXPIRED };
  }
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
