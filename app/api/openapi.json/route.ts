// GET /api/openapi.json - the OpenAPI 3.1 document of the whole API, generated from lib/api/contract.ts
import { openApiDocument } from "@/lib/api/openapi";
import { json, withPublic } from "@/lib/server/http/api";

export const dynamic = "force-static";

const document = openApiDocument();

export const GET = withPublic(async () => json(document, { headers: { "Cache-Control": "public, max-age=3600" } }));
