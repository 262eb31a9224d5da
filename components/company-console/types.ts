// Browser-side calls to the company admin API (the session cookie authenticates them).
// Failures carry the HTTP status and the server's `message`, which the spec shows as is.

import type {
  AdminApplication,
  AdminApplicationDetail,
  ApplicationPage,
  JobApplicants,
} from "@/lib/server/careers/review";
import type { AdminJob } from "@/lib/server/careers/manage-jobs";
import type { DashboardStats } from "@/lib/server/careers/dashboard";

export type { AdminApplication, AdminApplicationDetail, AdminJob, ApplicationPage, DashboardStats, JobApplicants };

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
  /** The session is gone or lacks the role: the spec signs out and goes to /login. */
  get isAuth(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** JSON request; throws ApiFailure with the server's message (or `fallback`) on any failure. */
export async function api<T>(url: string, init: RequestInit & { fallback?: string } = {}): Promise<T> {
  const { fallback = "Something went wrong. Please try again.", ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, {
      ...rest,
      headers: {
        Accept: "application/json",
        ...(rest.body ? { "Content-Type": "application/json" } : {}),
        ...rest.headers,
      },
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiFailure(0, fallback);
  }
  const body = (await res.json().catch(() => null)) as (Record<string, unknown> & T) | null;
  if (!res.ok || !body) {
    const message = typeof body?.message === "string" && body.message ? body.message : fallback;
    throw new ApiFailure(res.status, message, body?.errors as Record<string, string> | undefined);
  }
  return body;
}

/** The spec's saved name: the resume name without its first dash-separated prefix (the file id). */
export function savedResumeName(resume: string): string {
  const dash = resume.indexOf("-");
  return dash === -1 ? resume : resume.slice(dash + 1);
}

/** Fetches a file and saves it under `fileName`. */
export async function downloadAs(url: string, fileName: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiFailure(res.status, body?.message ?? "Could not download the resume. Please try again.");
  }
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
