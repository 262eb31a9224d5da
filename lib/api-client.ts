// Browser-side calls to our JSON API: one error type carrying the status, the server's message
// and its field or per-file errors, and the spec's message when no response arrives at all.

export const NO_RESPONSE = "No response from server. Please check your connection.";

export type FileError = { filename: string; error: string };

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly fileErrors: FileError[] = [],
  ) {
    super(message);
  }
}

export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    throw new RequestError(0, NO_RESPONSE);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const errors = body?.errors;
    throw new RequestError(
      res.status,
      typeof body?.message === "string" ? body.message : `Request failed with status ${res.status}`,
      errors && !Array.isArray(errors) && typeof errors === "object" ? (errors as Record<string, string>) : {},
      Array.isArray(errors) ? (errors as FileError[]) : [],
    );
  }
  return body as T;
}

export function sendJson<T>(url: string, method: "POST" | "PUT" | "DELETE", data?: unknown): Promise<T> {
  return requestJson<T>(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
}

/** A message for the user: the server's words when it answered, the spec's when it did not. */
export function describeError(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
