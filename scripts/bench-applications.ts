// npm run bench:applications: the company admin's Applications API over 5,000 applications.
// Fills a throwaway in-memory PGlite (the embedded default's engine) with BENCH_APPLICATIONS
// applications (default 5000) across 25 jobs, then times the route handlers in-process, signed in
// as a company admin with a bearer token: list pages, search, filters, sorts, detail, stats and
// the full CSV export. Prints the median and 95th percentile per request. No server, no network.
import "./lib/load-env";
import { randomBytes } from "node:crypto";

process.env.EMBEDDED_DB_DIR = "memory://";
process.env.EMBEDDED_AUTO_SEED = "0";
process.env.LOG_LEVEL = "error";
process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString("base64");
delete process.env.DATABASE_URL;

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const { db } = await import("@/lib/server/db/client");
const { encodeSessionToken } = await import("@/lib/server/auth/token");
const list = await import("@/app/api/admin/applications/route");
const detail = await import("@/app/api/admin/applications/[id]/route");
const csv = await import("@/app/api/admin/applications/export/csv/route");
const stats = await import("@/app/api/admin/dashboard-stats/route");

const first = [
  "Aarav",
  "Priya",
  "Rohan",
  "Ananya",
  "Vikram",
  "Sneha",
  "Rahul",
  "Pooja",
  "Amit",
  "Neha",
  "Kunal",
  "Divya",
];
const last = ["Sharma", "Kumar", "Singh", "Verma", "Prasad", "Mishra", "Gupta", "Yadav", "Jha", "Sinha"];
const statuses = ["pending", "reviewed", "shortlisted", "rejected", "hired"] as const;

async function seed() {
  const started = Date.now();
  const jobs = Array.from({ length: 25 }, (_, i) => ({
    id: `bench-cjob-${i}`,
    title: `Bench Role ${i}`,
    company: "TechServe Solutions",
    location: "Patna, Bihar",
    salary: "₹4 - 6 LPA",
    experience: "1-3 years",
    description: "Benchmark job.",
    applicationCount: 0,
  }));
  await db.companyJob.createMany({ data: jobs });
  const now = Date.now();
  for (let from = 0; from < COUNT; from += 1000) {
    const n = Math.min(1000, COUNT - from);
    const files = Array.from({ length: n }, (_, k) => ({
      id: `cbench${String(from + k).padStart(8, "0")}file`,
      kind: "Resume" as const,
      fileName: "resume.pdf",
      contentType: "application/pdf",
      size: 2048,
      sha256: "0".repeat(64),
      data: randomBytes(2048),
    }));
    await db.storedFile.createMany({ data: files });
    await db.companyApplication.createMany({
      data: files.map((f, k) => {
        const i = from + k;
        return {
          reference: `CA-BENCH-${String(i).padStart(6, "0")}`,
          jobId: jobs[i % jobs.length].id,
          fullName: `${first[i % first.length]} ${last[(i * 7) % last.length]} ${i}`,
          email: `applicant${i}@example.in`,
          phone: `+91 9${String(100000000 + i).slice(1)}`,
          resumeFileId: f.id,
          status: statuses[i % statuses.length],
          createdAt: new Date(now - (i % 90) * 86_400_000 - i * 1000),
        };
      }),
    });
  }
  for (const job of jobs) {
    const n = await db.companyApplication.count({ where: { jobId: job.id } });
    await db.companyJob.update({ where: { id: job.id }, data: { applicationCount: n } });
  }
  return Date.now() - started;
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function time(handler: Handler, path: string, auth: string, params: Record<string, string> = {}) {
  const send = async () => {
    const started = performance.now();
    const res = await handler(new Request(`http://127.0.0.1:3000${path}`, { headers: { authorization: auth } }), {
      params: Promise.resolve(params),
    });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${new TextDecoder().decode(body)}`);
    return { ms: performance.now() - started, bytes: body.byteLength, body };
  };
  for (let i = 0; i < 3; i++) await send();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await send());
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)],
    bytes: runs[0].bytes,
    body: runs[0].body,
  };
}

const seedMs = await seed();
const admin = await db.user.create({
  data: { email: "bench-admin@example.in", name: "Bench Admin", role: "CompanyAdmin", passwordHash: "unused" },
});
const auth = `Bearer ${await encodeSessionToken({ sub: admin.id, role: "CompanyAdmin", name: admin.name, tv: 0 })}`;
const some = await db.companyApplication.findFirstOrThrow({ where: { reference: "CA-BENCH-002500" } });
const total = await db.companyApplication.count();
console.log(
  `bench:applications: ${total} applications in 25 jobs (embedded PGlite, seeded in ${seedMs} ms), ${RUNS} runs each\n`,
);

const cases: [string, Handler, string, Record<string, string>?][] = [
  ["list, first page (20, newest first)", list.GET, "/api/admin/applications"],
  ["list, page 100 of 250", list.GET, "/api/admin/applications?page=100"],
  ["list, 100 per page", list.GET, "/api/admin/applications?pageSize=100"],
  ["search by name", list.GET, "/api/admin/applications?q=priya"],
  ["search by phone digits", list.GET, "/api/admin/applications?q=900002500"],
  ["job + status filter", list.GET, "/api/admin/applications?jobId=bench-cjob-3&status=rejected"],
  [
    "date range (last 7 days)",
    list.GET,
    `/api/admin/applications?from=${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}`,
  ],
  ["sort by name", list.GET, "/api/admin/applications?sort=fullName&order=asc"],
  ["sort by job", list.GET, "/api/admin/applications?sort=job&order=asc"],
  ["one application in full", detail.GET, `/api/admin/applications/${some.id}`, { id: some.id }],
  ["dashboard stats", stats.GET, "/api/admin/dashboard-stats"],
];

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad("request", 38)} ${pad("median", 10)} ${pad("p95", 10)} response`);
for (const [name, handler, path, params] of cases) {
  const r = await time(handler, path, auth, params);
  console.log(
    `${pad(name, 38)} ${pad(`${r.median.toFixed(1)} ms`, 10)} ${pad(`${r.p95.toFixed(1)} ms`, 10)} ${(r.bytes / 1024).toFixed(1)} KiB`,
  );
}
const exportAll = await time(csv.GET, "/api/admin/applications/export/csv", auth);
const rows = new TextDecoder().decode(exportAll.body).trim().split("\r\n").length - 1;
console.log(
  `${pad(`CSV export, all ${rows} rows (streamed)`, 38)} ${pad(`${exportAll.median.toFixed(1)} ms`, 10)} ${pad(`${exportAll.p95.toFixed(1)} ms`, 10)} ${(exportAll.bytes / 1024).toFixed(1)} KiB`,
);
await db.$disconnect();
process.exit(0);
