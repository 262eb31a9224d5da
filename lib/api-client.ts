// Browser-side calls to our JSON API. One helper for every console: it sends JSON or FormData,
// parses the answer, and turns any failure into an ApiClientError carrying the status, the server's
// `message` and its field `errors` (our API answers `{ success: false, message, errors? }`).
// A 401 also tells every subscriber (see onUnauthorized), so a console can sign out in one place.

export const NO_RESPONSE = "No response from server. Please check your connection.";
/** What a 429 means when it came without our API's own words (a proxy's or a firewall's page). */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";
export const UNREADABLE_RESPONSE = "The server sent an unreadable response.";

export type FileError = { filename: string; error: string };

export class ApiClientError extends Error {
  override name = "ApiClientError";
  constructor(
    /** The HTTP status; 0 when no response arrived at all. */
    readonly status: number,
    message: string,
    /** Field errors (field name -> message) from a 400. */
    readonly errors: Record<string, string> = {},
    /** Per-file errors from an upload. */
    readonly fileErrors: FileError[] = [],
    /** The API's name for the refusal (`code`), when it gave one: "duplicate", for instance. */
    readonly code?: string,
    /**
     * The message is the server's own `message`. False when the answer had none (a proxy's, a CDN's
     * or a firewall's HTML page): the message is then the caller's fallback or "Request failed
     * with status N", which is not for the visitor's eyes.
     */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export type ApiInit = Omit<RequestInit, "body"> & {
  /** FormData is sent as is (multipart); anything else is sent as JSON. */
  body?: FormData | object;
  /** The message when the server sent none (or nothing arrived). */
  fallback?: string;
};

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
const otherUserListeners = new Set<Listener>();

/** Calls `listener` whenever any request answers 401; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/**
 * Calls `listener` whenever a request answers 403 for the signed-in user's role (`code: "role"`): a
 * staff console's own request refused means the browser is signed in as someone else now, in
 * another tab. Returns the unsubscribe function.
 */
export function onSignedInAsOther(listener: Listener): () => void {
  otherUserListeners.add(listener);
  return () => {
    otherUserListeners.delete(listener);
  };
}

/** The page's language (<html lang>): the API answers its messages in it (Hindi pages get Hindi). */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

function requestInit({ body, headers, fallback: _ours, ...rest }: ApiInit): RequestInit {
  const json = body !== undefined && !(body instanceof FormData);
  return {
    credentials: "same-origin",
    cache: "no-store",
    ...rest,
    headers: {
      Accept: "application/json",
      ...pageLanguage(),
      ...(json ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : body,
  };
}

async function send(url: string, init: ApiInit): Promise<Response> {
  try {
    return await fetch(url, requestInit(init));
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiClientError(0, init.fallback ?? NO_RESPONSE);
  }
}

/** The error a failed response stands for, from its `{ message, errors }` body when it has one. */
async function failure(res: Response, fallback?: string): Promise<ApiClientError> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const errors = body?.errors;
  const fromServer = typeof body?.message === "string" && body.message !== "";
  const message = fromServer ? (body.message as string) : (fallback ?? `Request failed with status ${res.status}`);
  if (res.status === 401) for (const listener of unauthorizedListeners) listener();
  if (res.status === 403 && body?.code === "role") for (const listener of otherUserListeners) listener();
  return new ApiClientError(
    res.status,
    message,
    errors && !Array.isArray(errors) && typeof errors === "object" ? (errors as Record<string, string>) : {},
    Array.isArray(errors) ? (errors as FileError[]) : [],
    typeof body?.code === "string" ? body.code : undefined,
    fromServer,
  );
}

/** Sends the request and returns the parsed JSON; throws ApiClientError (AbortError passes through). */
export async function apiFetch<T>(url: string, init: ApiInit = {}): Promise<T> {
  const res = await send(url, init);
  if (!res.ok) throw await failure(res, init.fallback);
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => null)) as T | null;
  if (init.signal?.aborted) throw init.signal.reason;
  if (body === null) throw new ApiClientError(res.status, init.fallback ?? UNREADABLE_RESPONSE);
  return body;
}

/**
 * How long an upload may go without sending a byte before it is given up as a lost connection. A
 * phone that loses its signal usually stalls a connection rather than resetting it; the bar sat at
 * "100%" (the socket's buffers had taken the rest) for minutes.
 */
export const UPLOAD_STALL_MS = 45_000;
/**
 * How long the answer may take once all is sent: the server is storing the files then (ten
 * documents of 10 MB on the embedded database take a while), and a retry of a save that did go
 * through would store them twice where nothing dedupes them (employee documents).
 */
export const UPLOAD_ANSWER_MS = 180_000;

/**
 * apiFetch for a FormData upload that reports its progress (0-100) as the body is sent: fetch()
 * cannot, so this uses XMLHttpRequest's upload events. Same answers and errors as apiFetch: the
 * parsed JSON, or an ApiClientError (401 told to onUnauthorized listeners); `signal` aborts it
 * with an AbortError. An upload that stalls for `stallMs` fails as no answer at all (status 0).
 */
export function apiUpload<T>(
  url: string,
  form: FormData,
  {
    onProgress,
    signal,
    fallback,
    stallMs = UPLOAD_STALL_MS,
    answerMs = UPLOAD_ANSWER_MS,
  }: {
    onProgress: (percent: number) => void;
    signal?: AbortSignal;
    fallback?: string;
    stallMs?: number;
    answerMs?: number;
  },
): Promise<T> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ Accept: "application/json", ...pageLanguage() })) {
      xhr.setRequestHeader(name, value);
    }
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watch = (ms = stallMs) => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, ms);
    };
    xhr.upload.addEventListener("progress", (event) => {
      watch();
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    // Sent whole: the server is storing it, which may take longer.
    xhr.upload.addEventListener("load", () => watch(answerMs));
    const stop = () => xhr.abort();
    const settle = (done: () => void) => {
      clearTimeout(stallTimer);
      signal?.removeEventListener("abort", stop);
      done();
    };
    xhr.addEventListener("load", () =>
      settle(() => {
        try {
          const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
          resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status }));
        } catch {
          reject(new ApiClientError(xhr.status, fallback ?? UNREADABLE_RESPONSE));
        }
      }),
    );
    xhr.addEventListener("error", () => settle(() => reject(new ApiClientError(0, fallback ?? NO_RESPONSE))));
    xhr.addEventListener("abort", () =>
      settle(() =>
        reject(stalled ? new ApiClientError(0, fallback ?? NO_RESPONSE) : new DOMException("Aborted", "AbortError")),
      ),
    );
    if (signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", stop, { once: true });
    watch();
    xhr.send(form);
  }).then(async (res) => {
    if (!res.ok) throw await failure(res, fallback);
    const body = (await res.json().catch(() => null)) as T | null;
    if (body === null) throw new ApiClientError(res.status, fallback ?? UNREADABLE_RESPONSE);
    return body;
  });
}

/**
 * Fetches a file and saves it: as `fileName`, else the server's Content-Disposition name, else
 * `defaultName`. The server's name decides the extension: it is the type found in the file's bytes
 * at upload, so a PDF uploaded as "cv.html" is saved as "cv.pdf" and never opened as a web page.
 * Resolves with the name used; a failure is an ApiClientError, not a saved error page.
 */
export async function downloadFile(
  url: string,
  { fileName, defaultName = "download", fallback }: { fileName?: string; defaultName?: string; fallback?: string } = {},
): Promise<string> {
  const res = await send(url, { fallback });
  if (!res.ok) throw await failure(res, fallback);
  const served = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const name = fileName ? withExtensionOf(fileName, served) : (served ?? defaultName);
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/** `name` with the extension of `served` (the server's name for the file), when that has one. */
export function withExtensionOf(name: string, served: string | undefined): string {
  const extension = served && /\.([A-Za-z0-9]{1,8})$/.exec(served)?.[1];
  if (!extension) return name;
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${extension}`;
}

/** A message for the user: the server's words when it answered, ours when it did not. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiClientError) return error.message;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
