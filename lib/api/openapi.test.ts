import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/openapi.json/route";
import { call } from "@/lib/testing/fixtures";

import { operations } from "./contract";
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
    expect(schema.required).toEqual(expect.arrayContaining(["fullName", "email", "phone", "jobId", "resume"]));
    expect(schema.properties.fullName).toMatchObject({ type: "string", maxLength: 100 });
    expect(schema.properties.resume.description).toContain("application/pdf");
  });

  it("is served at /api/openapi.json", async () => {
    const res = await call(GET, { path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ openapi: "3.1.0", info: { version: "1.0.0" } });
    expect(Object.keys(res.json.paths as object)).toContain("/api/payments/webhook");
  });
});
