// The OpenAPI 3.1 document of the whole API, generated from lib/api/contract.ts (whose schemas are
// the ones the handlers parse with). JSON Schema 2020-12 is OpenAPI 3.1's schema dialect, so zod's
// own converter output is used as is; rules JSON Schema cannot state are written in descriptions.
import { z } from "zod";

import { can, ROLES } from "@/lib/auth/permissions";
import { company } from "@/content/company";

import { type Body, type Operation, nextAuthPaths, operations, pathParams } from "./contract";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const GENERIC: Record<number, string> = {
  400: "Invalid input: { success: false, message, errors: { field: message } }",
  401: "Not signed in (bearer token or session cookie)",
  403: "Signed in without the needed role, or a cross-site cookie write",
  429: "Too many requests; Retry-After says when to try again",
  503: "The database is unavailable; Retry-After says when to try again",
};

export function schemaOf(schema: z.core.$ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as JsonSchema;
  delete out.$schema;
  return out;
}

function rolesFor(op: Operation): string[] {
  if (op.access === "public") return [];
  return ROLES.filter((role) => can({ role }, op.access as Parameters<typeof can>[1]));
}

function requestBody(body: Body) {
  if (body.kind === "raw") {
    return {
      required: true,
      description: `${body.description} (at most ${body.maxBytes} bytes)`,
      content: { "application/json": { schema: { type: "object" } } },
    };
  }
  const fields = schemaOf(body.schema);
  if (body.kind === "json") return { required: true, content: { "application/json": { schema: fields } } };
  if (body.kind === "form") {
    return {
      required: true,
      description: `At most ${body.maxBytes} bytes`,
      content: { "application/x-www-form-urlencoded": { schema: fields } },
    };
  }

  const properties: Record<string, JsonSchema> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  const encoding: Record<string, { contentType: string }> = {};
  for (const file of body.files) {
    const part: JsonSchema = {
      type: "string",
      contentMediaType: "application/octet-stream",
      description: `At most ${file.maxBytes / 1024 / 1024} MB; accepted by content (not name): ${file.types.join(", ")}`,
    };
    properties[file.name] = file.maxCount > 1 ? { type: "array", items: part, maxItems: file.maxCount } : part;
    if (file.required) required.push(file.name);
    encoding[file.name] = { contentType: file.types.join(", ") };
  }
  const multipart = { schema: { type: "object", properties, required }, encoding };
  return {
    required: true,
    content: {
      "multipart/form-data": multipart,
      ...(body.alsoJson ? { "application/json": { schema: fields } } : {}),
    },
  };
}

function parameters(op: Operation) {
  const params: Record<string, unknown>[] = pathParams(op.path).map((name) => ({
    name,
    in: "path",
    required: true,
    description: op.params?.[name]?.description,
    schema: { type: "string", minLength: 1, maxLength: 300 },
  }));
  if (op.query) {
    const query = schemaOf(op.query);
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      params.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
    }
  }
  return params;
}

function responses(op: Operation) {
  const error = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  const success =
    op.produces === "csv"
      ? { "text/csv": { schema: { type: "string" } } }
      : op.produces === "file"
        ? { "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } } }
        : op.produces === "pdf"
          ? { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } }
          : op.produces === "zip"
            ? { "application/zip": { schema: { type: "string", contentMediaType: "application/zip" } } }
            : { "application/json": { schema: { type: "object" } } };
  const out: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(op.responses)) {
    const code = Number(status);
    if (code >= 300 && code < 400) out[status] = { description, headers: { Location: { schema: { type: "string" } } } };
    else out[status] = { description, content: code < 300 ? success : error };
  }
  const generic = [400, 503, ...(op.access === "public" ? [] : [401, 403]), ...(op.method === "GET" ? [] : [429])];
  for (const status of generic) out[status] ??= { description: GENERIC[status], content: error };
  return out;
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const roles = rolesFor(op);
    const description = [
      roles.length ? `Roles: ${roles.join(", ")}.` : "Public.",
      op.rules,
      op.signedLink ? `Without a session, with \`token\`: ${op.signedLink}` : undefined,
      op.produces === "file" || op.produces === "pdf" || op.produces === "zip"
        ? "Sent with Cache-Control: private, no-store."
        : undefined,
    ]
      .filter(Boolean)
      .join(" ");
    paths[op.path] ??= {};
    paths[op.path][op.method.toLowerCase()] = {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      description,
      ...(op.access === "public" ? { security: [] } : { "x-permission": op.access }),
      ...(op.signedLink ? { security: [{ bearer: [] }, { session: [] }, { signedLink: [] }] } : {}),
      parameters: parameters(op),
      ...(op.body ? { requestBody: requestBody(op.body) } : {}),
      responses: responses(op),
    };
  }
  for (const path of nextAuthPaths) {
    const shared = {
      tags: ["Auth"],
      description:
        "next-auth's endpoints for the browser's sign-in form (csrf, session, providers, callback/credentials, signout). API clients use POST /api/auth/login.",
      security: [],
      parameters: [{ name: "nextauth", in: "path", required: true, schema: { type: "string" } }],
      responses: { 200: { description: "next-auth's answer" }, 302: { description: "Redirect" } },
    };
    paths[path] = {
      get: { operationId: "nextAuthGet", summary: "next-auth (browser sign-in)", ...shared },
      post: { operationId: "nextAuthPost", summary: "next-auth (browser sign-in)", ...shared },
    };
  }

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: `${company.name} API`,
      version: "1.0.0",
      description:
        "Careers, government applications with Razorpay payments, the help desk and the staff consoles. Errors always have the shape { success: false, message, errors? }. Text may not contain NUL characters (400).",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { session: [] }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "From POST /api/auth/login" },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "hr.session",
          description: "The browser session (named __Host-hr.session over HTTPS)",
        },
        signedLink: {
          type: "apiKey",
          in: "query",
          name: "token",
          description: "A short-lived link the server signed for one record (where an operation says it takes one)",
        },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["success", "message"],
          properties: {
            success: { const: false },
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}
