// Calls from the console to its API (same-origin cookie session). Errors carry the server's message.
import type { GovDashboardStats } from "@/lib/server/gov/console/stats";
import type { AdminGovJob } from "@/lib/server/gov/console/jobs";
import type { GovApplicationDetail } from "@/lib/server/gov/console/applications";

export type { AdminGovJob, GovApplicationDetail, GovDashboardStats };

export type ApplicationRow = {
  id: string;
  applicationNumber: string;
  name: string;
  email: string;
  mobile1: string;
  feePaise: number;
  status: GovApplicationDetail["status"];
  paymentStatus: GovApplicationDetail["paymentStatus"];
  jobId: string;
  jobTitle: string;
  appliedDate: string;
  paidAt: string | null;
};

export type ApplicationPage = {
  applications: ApplicationRow[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
    cache: "no-store",
  });
  // Session ended (signed out elsewhere, password changed): reloading lets the page guard send to /login.
  if (res.status === 401) window.location.reload();
  const body = (await res.json().catch(() => ({}))) as T & { message?: string; errors?: Record<string, string> };
  if (!res.ok) throw new RequestError(body.message ?? `Request failed (${res.status})`, res.status, body.errors);
  return body;
}

export const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
