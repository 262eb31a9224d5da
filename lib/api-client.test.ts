// The one browser fetch helper: what it sends, what it returns, and the errors the consoles show.
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ApiClientError,
  apiFetch,
  apiUpload,
  errorMessage,
  NO_RESPONSE,
  onUnauthorized,
  UPLOAD_STALL_MS,
} from "./api-client";

type Seen = { url: string; init: RequestInit };

function serve(status: number, body?: unknown) {
  const seen: Seen[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { status });
  });
  return seen;
}

const headers = (s: Seen) => new Headers(s.init.headers);

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends an object as JSON and returns the parsed answer", async () => {
    const seen = serve(200, { success: true, job: { id: "j1" } });
    expect(await apiFetch("/api/jobs", { method: "POST", body: { title: "Clerk" } })).toEqual({
      success: true,
      job: { id: "j1" },
    });
    expect(seen[0].init.body).toBe('{"title":"Clerk"}');
    expect(headers(seen[0]).get("content-type")).toBe("application/json");
    expect(headers(seen[0]).get("accept")).toBe("application/json");
    expect(seen[0].init.credentials).toBe("same-origin");
  });

  it("sends FormData as it is (the browser sets the multipart boundary)", async () => {
    const seen = serve(201, { success: true });
    const form = new FormData();
    form.append("name", "Priya");
    await apiFetch("/api/employees", { method: "POST", body: form });
    expect(seen[0].init.body).toBe(form);
    expect(headers(seen[0]).has("content-type")).toBe(false);
  });

  it("turns { success: false, message, errors } into an ApiClientError", async () => {
    serve(400, { success: false, message: "Validation failed", errors: { title: "Title is required" } });
    const error = await apiFetch("/api/jobs").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, message: "Validation failed", errors: { title: "Title is required" } });
  });

  it("names the refusal by the API's code, when it gives one", async () => {
    serve(409, { success: false, message: "You have already applied for this job.", code: "duplicate" });
    expect(await apiFetch("/api/applications").catch((e: unknown) => e)).toMatchObject({
      status: 409,
      code: "duplicate",
    });
    serve(409, { success: false, message: "This job is no longer accepting applications." });
    expect(((await apiFetch("/api/applications").catch((e: unknown) => e)) as ApiClientError).code).toBeUndefined();
  });

  it("keeps per-file upload errors apart from field errors", async () => {
    serve(400, { success: false, message: "No file was accepted", errors: [{ filename: "a.exe", error: "Bad type" }] });
    const error = (await apiFetch("/api/documents/upload").catch((e: unknown) => e)) as ApiClientError;
    expect(error.errors).toEqual({});
    expect(error.fileErrors).toEqual([{ filename: "a.exe", error: "Bad type" }]);
  });

  it("uses the caller's fallback when the server says nothing, and NO_RESPONSE when nothing arrives", async () => {
    serve(500, "<html>oops</html>");
    await expect(apiFetch("/api/x", { fallback: "Failed to save job." })).rejects.toMatchObject({
      status: 500,
      message: "Failed to save job.",
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 0, message: NO_RESPONSE });
  });

  it("lets an abort through as an AbortError", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("Aborted", "AbortError");
    });
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("tells every subscriber about a 401, until they unsubscribe", async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    serve(401, { success: false, message: "Authentication required. Please sign in." });
    await expect(apiFetch("/api/admin/jobs")).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    stop();
    await expect(apiFetch("/api/admin/jobs")).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("returns nothing for 204", async () => {
    serve(204);
    expect(await apiFetch("/api/x", { method: "DELETE" })).toBeUndefined();
  });
});

describe("errorMessage", () => {
  it("prefers the server's words, then the fallback", () => {
    expect(errorMessage(new ApiClientError(409, "The job has paid applications"), "Failed")).toBe(
      "The job has paid applications",
    );
    expect(errorMessage(new TypeError("boom"), "Failed")).toBe("Failed");
    expect(errorMessage(new TypeError("boom"))).toBe("boom");
  });
});

/** An XMLHttpRequest that sends its body in two halves, then answers `status` with `body`. */
function xhrAnswering(status: number, body: unknown) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr extends EventTarget {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload = new EventTarget();
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event("abort"));
    }
    send() {
      sent.push({ url: this.url, headers: this.headers });
      queueMicrotask(() => {
        for (const loaded of [50, 100]) {
          this.upload.dispatchEvent(
            Object.assign(new Event("progress"), { lengthComputable: true, loaded, total: 100 }),
          );
        }
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.dispatchEvent(new Event("load"));
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

/** An XMLHttpRequest the test drives: how much of the body has gone, and when the answer comes. */
function heldXhr() {
  const request: {
    xhr?: EventTarget & { upload: EventTarget; status: number; responseText: string };
    sent(loaded: number): void;
    answer(status: number, body: unknown): void;
  } = {
    sent: (loaded) =>
      request.xhr!.upload.dispatchEvent(
        Object.assign(new Event("progress"), { lengthComputable: true, loaded, total: 100 }),
      ),
    answer: (status, body) => {
      Object.assign(request.xhr!, { status, responseText: JSON.stringify(body) });
      request.xhr!.dispatchEvent(new Event("load"));
    },
  };
  class HeldXhr extends EventTarget {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload = new EventTarget();
    open() {}
    setRequestHeader() {}
    abort() {
      this.dispatchEvent(new Event("abort"));
    }
    send() {
      request.xhr = this;
    }
  }
  vi.stubGlobal("XMLHttpRequest", HeldXhr);
  return request;
}

describe("apiUpload", () => {
  it("reports the body's progress and answers the parsed JSON", async () => {
    const sent = xhrAnswering(201, { message: "2 document(s) uploaded successfully." });
    const progress: number[] = [];
    const body = await apiUpload<{ message: string }>("/api/documents/upload", new FormData(), {
      onProgress: (p) => progress.push(p),
    });
    expect(body.message).toBe("2 document(s) uploaded successfully.");
    expect(progress).toEqual([50, 100]);
    expect(sent[0]).toMatchObject({ url: "/api/documents/upload", headers: { Accept: "application/json" } });
  });

  it("throws the server's message and per-file errors as apiFetch does, and tells the 401 listeners", async () => {
    xhrAnswering(400, {
      message: "Failed to upload documents",
      errors: [{ filename: "a.pdf", error: "File is larger than 10 MB" }],
    });
    const error = (await apiUpload("/api/documents/upload", new FormData(), { onProgress: () => {} }).catch(
      (e: unknown) => e,
    )) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, message: "Failed to upload documents" });
    expect(error.fileErrors).toEqual([{ filename: "a.pdf", error: "File is larger than 10 MB" }]);

    let told = 0;
    const stop = onUnauthorized(() => told++);
    xhrAnswering(401, { message: "Authentication required. Please sign in." });
    await expect(apiUpload("/x", new FormData(), { onProgress: () => {} })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(told).toBe(1);
  });

  it("is cancelled by its signal while the body is being sent", async () => {
    xhrAnswering(201, {});
    const controller = new AbortController();
    const upload = apiUpload("/x", new FormData(), { onProgress: () => controller.abort(), signal: controller.signal });
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
  });

  it("is cancelled by a signal aborted before it starts", async () => {
    xhrAnswering(201, {});
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiUpload("/x", new FormData(), { onProgress: () => {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  it("gives up a stalled upload as no answer (status 0), not an endless '100%'", async () => {
    // Half the body goes, then nothing: neither more progress nor an answer (a phone's lost signal).
    const request = heldXhr();
    vi.useFakeTimers();
    try {
      const progress: number[] = [];
      const upload = apiUpload("/api/applications", new FormData(), {
        onProgress: (p) => progress.push(p),
        fallback: "Your application was not sent.",
      }).catch((e: unknown) => e);
      request.sent(50);
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1_000);
      expect(progress).toEqual([50]);
      await vi.advanceTimersByTimeAsync(2_000);
      const error = (await upload) as ApiClientError;
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ status: 0, message: "Your application was not sent." });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps waiting while the body is still moving, however slowly", async () => {
    const request = heldXhr();
    vi.useFakeTimers();
    try {
      const upload = apiUpload<{ ok: boolean }>("/x", new FormData(), { onProgress: () => {} });
      for (let loaded = 10; loaded <= 100; loaded += 10) {
        await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 5_000);
        request.sent(loaded);
      }
      request.xhr!.upload.dispatchEvent(new Event("load"));
      // All sent: the server may take longer to store it than a stall would last.
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS * 2);
      request.answer(201, { ok: true });
      await expect(upload).resolves.toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
