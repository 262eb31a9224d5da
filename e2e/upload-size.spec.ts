import { expect, test } from "@playwright/test";

import { DEMO_PASSWORD, demo } from "./helpers";

// The largest legitimate request, five documents of almost 10 MB each, must reach the handler
// whole, through everything in front of it. Next cuts a request body off after
// experimental.proxyClientMaxBodySize (default 10 MB) when proxy.ts runs for the path, which is why
// proxy.ts must keep leaving /api alone.

const MB = 1024 * 1024;
const bigPdf = (n: number) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% scan ${n}\n`), Buffer.alloc(9 * MB, 0x20), Buffer.from("\n%%EOF\n")]);

test("an admin uploads five 9 MB documents in one request", async ({ request }) => {
  test.setTimeout(120_000);
  const login = await request.post("/api/auth/login", {
    data: { identifier: demo.admin.identifier, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };

  // EMP0010: a seeded employee no other spec looks at.
  const list = await request.get("/api/employees?q=EMP0010", { headers });
  const [employee] = (await list.json()).employees as { id: string }[];
  expect(employee).toBeTruthy();

  const form = new FormData();
  form.append("employeeId", employee.id);
  form.append("documentType", "Resume");
  for (const n of [1, 2, 3, 4, 5]) {
    form.append("documents", new File([bigPdf(n)], `scan-${n}.pdf`, { type: "application/pdf" }));
  }
  const upload = await request.post("/api/documents/upload", { headers, multipart: form });
  const body = await upload.json();
  expect(upload.status(), body.message).toBe(201);
  expect(body.documents).toHaveLength(5);

  for (const document of body.documents as { id: string }[]) {
    const removed = await request.delete(`/api/documents/${document.id}`, { headers });
    expect(removed.status()).toBe(200);
  }
});
