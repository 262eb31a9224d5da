import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/openapi.json/route";
import { can } from "@/lib/auth/permissions";
import { db } from "@/lib/server/db/client";
import { storeFile } from "@/lib/server/platform/storage";
import { makeApplication, makeInterview, makeJob, usersByRole } from "@/lib/testing/company-console";
import { makeEmployee } from "@/lib/testing/employee-fixtures";
import { makeDraft } from "@/lib/testing/hire";
import { call } from "@/lib/testing/fixtures";
import { POST as submitGovApplication } from "@/app/api/gov/applications/route";
import { applicationFields, applicationRequest, createGovJob, PNG, send } from "@/lib/testing/gov";

import { operations, pathParams, type PathRecord } from "./contract";
import { openApiDocument } from "./openapi";

const root = path.join(import.meta.dirname, "../..");

/** Every exported method of every route file under app/api, as "GET /api/jobs/{id}". */
function routeOperations(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = readFileSync(full, "utf8");
        const route = path
          .relative(path.join(root, "app"), path.dirname(full))
          .split(path.sep)
          .map((part) => part.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}"))
          .join("/");
        const methods = [...source.matchAll(/export const (GET|POST|PUT|DELETE|PATCH)\b/g)].map((m) => m[1]);
        const reexported = /export \{ withHandler as GET, withHandler as POST \}/.test(source) ? ["GET", "POST"] : [];
        for (const method of [...methods, ...reexported]) found.push(`${method} /${route}`);
      }
    }
  };
  walk(path.join(root, "app/api"));
  return found.sort();
}

describe("OpenAPI document", () => {
  const doc = openApiDocument();

  it("documents every route handler, and nothing that does not exist", () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .filter((op) => op !== "GET /api/openapi.json")
      .sort();
    expect(documented).toEqual(routeOperations().filter((op) => op !== "GET /api/openapi.json"));
  });

  it("is OpenAPI 3.1 with unique operation ids, a security rule per operation and JSON error responses", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ids = Object.values(doc.paths).flatMap((m) =>
      Object.values(m).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      const entry = doc.paths[op.path][op.method.toLowerCase()] as Record<string, unknown>;
      const responses = entry.responses as Record<string, { content?: Record<string, unknown> }>;
      expect(responses["503"]?.content?.["application/json"], op.id).toBeDefined();
      if (op.access === "public") expect(entry.security, op.id).toEqual([]);
      else expect(Object.keys(responses), op.id).toEqual(expect.arrayContaining(["401", "403"]));
      if (op.body && op.body.kind !== "raw") expect(entry.requestBody, op.id).toBeDefined();
    }
  });

  it("describes the apply form's fields, limits and resume part from the zod schema", () => {
    const body = (
      doc.paths["/api/applications"].post as {
        requestBody: {
          content: Record<
            string,
            { schema: { properties: Record<string, Record<string, unknown>>; required: string[] } }
          >;
        };
      }
    ).requestBody;
    const schema = body.content["multipart/form-data"].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["fullName", "email", "phone", "jobId", "resume", "consent"]),
    );
    expect(schema.properties.fullName).toMatchObject({ type: "string", maxLength: 100 });
    expect(schema.properties.resume.description).toContain("application/pdf");
  });

  it("requires the privacy consent on the contact form and the newsletter, and documents one-click unsubscribe", () => {
    type JsonBody = {
      requestBody: { content: { "application/json": { schema: { required: string[] } } } };
      responses: Record<string, { description: string }>;
    };
    for (const path of ["/api/contact", "/api/newsletter"]) {
      const post = doc.paths[path].post as JsonBody;
      expect(post.requestBody.content["application/json"].schema.required, path).toContain("consent");
      expect(post.responses["400"].description, path).toContain("consent");
    }
    const unsubscribe = doc.paths["/api/newsletter/unsubscribe"].post as {
      summary: string;
      parameters: { name: string; in: string }[];
    };
    expect(unsubscribe.summary).toContain("RFC 8058");
    expect(unsubscribe.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "token", in: "query" })]),
    );
  });

  it("says where a signed link opens an operation without a session, and what a PDF answer is", () => {
    const pdf = doc.paths["/api/gov/applications/{id}/pdf"].get as {
      security: unknown;
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(pdf.security).toEqual([{ bearer: [] }, { session: [] }, { signedLink: [] }]);
    expect(doc.components.securitySchemes.signedLink).toMatchObject({ type: "apiKey", in: "query", name: "token" });
    expect(Object.keys(pdf.responses["200"].content ?? {})).toEqual(["application/pdf"]);
    expect(Object.keys(pdf.responses)).toEqual(expect.arrayContaining(["401", "403", "404", "429"]));
  });

  it("documents the government application's refusals: a missing signature and a fee chosen by the client", () => {
    const post = doc.paths["/api/gov/applications"].post as {
      responses: Record<string, { description: string }>;
      requestBody: {
        content: { "multipart/form-data": { schema: { properties: Record<string, unknown>; required: string[] } } };
      };
    };
    const bad = post.responses["400"].description;
    expect(bad).toContain("missing signature, declaration or consent");
    expect(bad).toContain("a fee sent by the client (fee, feePaise, amount, amountPaise, categoryFee)");
    const form = post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(["category", "pwd", "exServiceman", "declaration", "consent", "signature", "photo"]),
    );
    expect(form.required).toEqual(expect.arrayContaining(["signature", "photo", "category", "declaration", "consent"]));
    expect(Object.keys(form.properties)).not.toContain("fee");
  });

  it("names, for every path parameter, the record it stands for", () => {
    for (const op of operations) {
      expect(Object.keys(op.params ?? {}).sort(), op.id).toEqual(pathParams(op.path).sort());
    }
  });

  // Defect 10: GET /api/applications/{id} was documented as one application, but its handler looks
  // up a job. Each read is called with one real record of every kind: only the documented kind may
  // answer 200.
  // Every read times every kind of record: a few hundred requests, longer than the default timeout on a busy machine.
  it(
    "every read with a path parameter finds the documented record, and no other kind",
    { timeout: 120_000 },
    async () => {
      const { users, auth } = await usersByRole();
      const job = await makeJob();
      const application = await makeApplication(job.id);
      const govJob = await createGovJob();
      // A paid, approved application with every file a read can serve: a certificate and an issued call letter.
      const submitted = await send(
        submitGovApplication,
        applicationRequest(
          applicationFields(govJob.id, { category: "SC", categoryCertificateNumber: "SC/2025/1" }),
          undefined,
          {},
          { categoryCertificate: { data: Buffer.from("%PDF-1.4\n%%EOF"), name: "sc.pdf", type: "application/pdf" } },
        ),
      );
      const govApplication = submitted.json.application as { id: string; applicationNumber: string };
      await db.govJob.update({
        where: { id: govJob.id },
        data: {
          callLetterAt: new Date(Date.now() + 86_400_000),
          callLetterVenue: "Patna",
          callLetterInstructions: "Come early.",
        },
      });
      await db.govApplication.update({
        where: { id: govApplication.id },
        data: { status: "approved", paymentStatus: "completed", callLetterIssuedAt: new Date() },
      });
      const govPayment = await db.payment.create({
        data: { applicationId: govApplication.id, mode: "test", orderId: `order_test${Date.now()}`, amountPaise: 100 },
      });
      const { employee } = await makeEmployee();
      const photo = await db.$transaction((tx) =>
        storeFile(tx, {
          kind: "ProfilePhoto",
          fileName: "me.png",
          contentType: "image/png",
          data: PNG,
        }),
      );
      await db.employee.update({ where: { id: employee.id }, data: { profilePhotoFileId: photo.id } });
      const file = await db.$transaction((tx) =>
        storeFile(tx, {
          kind: "EmployeeDocument",
          fileName: "pan.pdf",
          contentType: "application/pdf",
          data: Buffer.from("%PDF-1.4\n"),
        }),
      );
      const document = await db.employeeDocument.create({
        data: {
          employeeId: employee.id,
          fileId: file.id,
          name: "pan.pdf",
          documentType: "ID_Proof",
          uploadedById: users.Admin.id,
        },
      });
      const records: Record<PathRecord, string> = {
        job: job.id,
        application: application.id,
        resume: `${application.resume.id}-${application.resume.fileName}`,
        govJob: govJob.id,
        govApplication: govApplication.id,
        govApplicationNumber: govApplication.applicationNumber,
        govPayment: govPayment.id,
        employee: employee.id,
        document: document.id,
        employeeDraft: (await makeDraft()).draft.id,
        mail: (await db.mailOutbox.create({ data: { to: "a@example.in", subject: "s", text: "t", status: "failed" } }))
          .id,
        interview: (await makeInterview(application.id)).id,
      };
      const reads = operations.filter((op) => op.method === "GET" && op.params);
      expect(reads.map((op) => op.id)).toContain("listJobApplicants");
      for (const op of reads) {
        const role = (Object.keys(users) as (keyof typeof users)[]).find((r) => can(users[r], op.access as never))!;
        const [name] = pathParams(op.path);
        for (const [kind, value] of Object.entries(records)) {
          const res = await call(handlerOf(op.id), {
            path: op.path.replace(`{${name}}`, encodeURIComponent(value)),
            headers: { authorization: auth[role] },
            params: { [name]: value },
          });
          const documented = op.params![name].record === kind;
          expect({ op: op.id, kind, ok: res.status === 200 }).toEqual({ op: op.id, kind, ok: documented });
        }
      }
    },
  );

  it("is served at /api/openapi.json", async () => {
    const res = await call(GET, { path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ openapi: "3.1.0", info: { version: "1.0.0" } });
    expect(Object.keys(res.json.paths as object)).toContain("/api/payments/webhook");
  });
});

const routeModules = import.meta.glob<Record<string, Parameters<typeof call>[0]>>("../../app/api/**/route.ts", {
  eager: true,
});

function handlerOf(id: string) {
  const op = operations.find((o) => o.id === id)!;
  const file = `../../app${op.path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;
  return routeModules[file][op.method];
}
