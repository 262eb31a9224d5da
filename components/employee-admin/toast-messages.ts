import { describeError, RequestError } from "@/lib/api-client";

/**
 * The spec's failure title ('Failed to create employee'...) with the server's reason as detail;
 * per-file upload errors are appended one per line.
 */
export function failure(title: string, error: unknown): [string, string] {
  const detail = describeError(error);
  if (error instanceof RequestError && error.fileErrors.length) {
    return [title, [detail, ...error.fileErrors.map((f) => `${f.filename}: ${f.error}`)].join("\n")];
  }
  return [title, detail];
}
