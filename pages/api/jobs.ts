// /api/jobs as a Pages API route (the handlers: lib/server/jobs-api.ts). A Pages API route, not
// app/api: Next answers it on Node's own request and response (README, Performance).
import { jobsApi } from "@/lib/server/jobs-api";

export { GET, POST } from "@/lib/server/jobs-api";
export default jobsApi;
// The handlers read the body themselves (uploads are streamed, never buffered by Next).
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
