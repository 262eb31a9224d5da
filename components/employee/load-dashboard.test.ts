// How the employee dashboard classifies what the API answers (staff-area section 8).
import { afterEach, describe, expect, it, vi } from "vitest";

import { LOAD_FAILED, loadDashboard, SESSION_EXPIRED } from "./load-dashboard";

type Reply = { status: number; body?: unknown } | "network";

function serve(me: Reply, docs: Reply) {
  vi.stubGlobal("fetch", async (url: string) => {
    const reply = url.includes("/api/employees/me") ? me : docs;
    if (reply === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(reply.body ?? { success: false, message: "Boom" }), { status: reply.status });
  });
}

const record = { name: "Amit Kumar Singh", email: "a@x.in", accountNumber: "XXXXXXXX8901" };
const ok = (body: unknown) => ({ status: 200, body });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadDashboard", () => {
  it("is ready with the record and documents", async () => {
    serve(ok(record), ok({ documents: [{ id: "d1" }] }));
    expect(await loadDashboard()).toMatchObject({
      kind: "ready",
      employee: record,
      documents: [{ id: "d1" }],
      documentsFailed: false,
    });
  });

  it("reports an expired session on a 401 from either call", async () => {
    serve(ok(record), { status: 401 });
    expect(await loadDashboard()).toEqual({ kind: "auth", message: SESSION_EXPIRED });
  });

  it("reports an expired session when the session is over on both calls", async () => {
    // By then next-auth has cleared the cookie too: the page was served to a signed-in user, so
    // the session ended; it was not missing.
    serve({ status: 401 }, { status: 401 });
    expect(await loadDashboard()).toEqual({ kind: "auth", message: SESSION_EXPIRED });
  });

  it("shows 'No Data Found' when the account has no employee record", async () => {
    serve({ status: 404 }, ok({ documents: [] }));
    expect(await loadDashboard()).toEqual({ kind: "empty" });
  });

  it("explains server and network failures per source", async () => {
    serve({ status: 500, body: { message: "Database down" } }, "network");
    expect(await loadDashboard()).toEqual({
      kind: "error",
      message: LOAD_FAILED,
      details: [
        "Employee: Server error: 500 - Database down",
        "Documents: Network error: No response received from server",
      ],
    });
  });

  it("a documents failure alone is no top-level error", async () => {
    serve(ok(record), { status: 500 });
    expect(await loadDashboard()).toMatchObject({ kind: "ready", documents: [], documentsFailed: true });
  });
});
