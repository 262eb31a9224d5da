// POST a FormData with upload progress. fetch() cannot report request-body progress, so this
// uses XMLHttpRequest's upload events. It asks for answers in the page's language (<html lang>), as
// lib/api-client.ts does, so a Hindi page gets the API's messages in Hindi.

export type UploadResult = { status: number; body: Record<string, unknown> | null };

export function postFormWithProgress(
  url: string,
  form: FormData,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const language = typeof document === "undefined" ? "" : document.documentElement.lang;
    if (language) xhr.setRequestHeader("Accept-Language", language);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener("load", () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener("error", () => reject(new Error("network")));
    xhr.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
