// The Applications tab's list: search by name, e-mail or phone, filters, sort and pages, all on the server.
import { beforeAll, describe, expect, it } from "vitest";

import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { db } from "@/lib/server/db/client";
import { call } from "@/lib/testing/fixtures";

import { GET as detail } from "./[id]/route";
import { GET } from "./route";

type Row = { id: string; fullName: string; status: string; appliedDate: string; job: { title: string } | null };
type Page = { applications: Row[]; total: number; page: number; pageSize: number; totalPages: number };

let auth: string;
let frontend: { id: string };
let backend: { id: string };
const day = (d: string, time = "10:00") => new Date(`${d}T${time}:00+05:30`);

beforeAll(async () => {
  auth = await bearer((await usersByRole()).users.CompanyAdmin);
  frontend = await makeJob({ title: "Frontend Developer" });
  backend = await makeJob({ title: "Backend Developer" });
  const rows: [string, Parameters<typeof makeApplication>[1]][] = [
    [
      frontend.id,
      { fullName: "Asha Devi", email: "asha@example.in", phone: "+91 98765 00001", createdAt: day("2026-03-01") },
    ],
    [
      frontend.id,
      {
        fullName: "Bikash Roy",
        email: "bikash@mail.in",
        phone: "9876500002",
        createdAt: day("2026-03-02"),
        status: "reviewed",
      },
    ],
    [
      backend.id,
      {
        fullName: "Chandni Kumari",
        email: "chandni@example.in",
        phone: "98765-00003",
        createdAt: day("2026-03-03"),
        status: "hired",
      },
    ],
    [
      backend.id,
      {
        fullName: "deepak singh",
        email: "deepak@example.in",
        phone: "+91 70000 11111",
        createdAt: day("2026-03-04", "00:10"),
      },
    ],
    [
      frontend.id,
      {
        fullName: "Esha 100% Gupta",
        email: "esha@example.in",
        phone: "+91 81234 56789",
        createdAt: day("2026-03-05"),
        status: "rejected",
      },
    ],
  ];
  for (const [jobId, extra] of rows) await makeApplication(jobId, extra);
});

const list = async (query: string) => {
  const res = await call(GET, { path: `/api/admin/applications?${query}`, headers: { authorization: auth } });
  return { status: res.status, body: res.json as unknown as Page & { message?: string; errors?: object } };
};
const names = async (query: string) => (await list(query)).body.applications.map((a) => a.fullName);

describe("GET /api/admin/applications", () => {
  it("lists newest first with the job populated and the resume name", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20, totalPages: 1 });
    expect(body.applications[0]).toMatchObject({
      fullName: "Esha 100% Gupta",
      status: "rejected",
      job: { title: "Frontend Developer", company: "TechServe Solutions", isActive: true, archived: false },
      resume: expect.stringMatching(/^[a-z0-9]+-resume\.pdf$/),
      resumeUrl: expect.stringMatching(/^\/api\/applications\/download\/[a-z0-9]+-resume\.pdf$/),
    });
  });

  it.each([
    ["a name, any case", "q=ASHA", ["Asha Devi"]],
    ["an e-mail", "q=mail.in", ["Bikash Roy"]],
    ["a phone number typed without spaces or +91", "q=9876500003", ["Chandni Kumari"]],
    ["a phone number typed with spaces", "q=70000 11111", ["deepak singh"]],
    ["a phone stored without +91, typed with it", "q=%2B91 98765 00002", ["Bikash Roy"]],
    ["a phone stored without +91, typed with a trunk 0", "q=09876500003", ["Chandni Kumari"]],
    ["a literal % (no wildcard)", "q=100%25", ["Esha 100% Gupta"]],
    ["nothing", "q=zzz-nobody", []],
  ])("searches %s", async (_label, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("filters by job, status and Indian calendar dates, together", async () => {
    expect(await names(`jobId=${backend.id}`)).toEqual(["deepak singh", "Chandni Kumari"]);
    expect(await names("status=reviewed")).toEqual(["Bikash Roy"]);
    // 00:10 IST on 4 March is still 3 March in UTC: the filter goes by the Indian date.
    expect(await names("from=2026-03-04&to=2026-03-04")).toEqual(["deepak singh"]);
    expect(await names("from=2026-03-02&to=2026-03-03")).toEqual(["Chandni Kumari", "Bikash Roy"]);
    expect(await names(`jobId=${frontend.id}&status=pending&from=2026-03-01`)).toEqual(["Asha Devi"]);
  });

  it("sorts by name, status, job and date in either direction", async () => {
    expect(await names("sort=fullName&order=asc")).toEqual([
      "Asha Devi",
      "Bikash Roy",
      "Chandni Kumari",
      "deepak singh",
      "Esha 100% Gupta",
    ]);
    expect((await list("sort=status&order=asc")).body.applications.map((a) => a.status)).toEqual([
      "pending",
      "pending",
      "reviewed",
      "rejected",
      "hired",
    ]);
    expect((await list("sort=job&order=asc")).body.applications.map((a) => a.job?.title)).toEqual([
      "Backend Developer",
      "Backend Developer",
      "Frontend Developer",
      "Frontend Developer",
      "Frontend Developer",
    ]);
    expect(await names("sort=appliedDate&order=asc")).toEqual([
      "Asha Devi",
      "Bikash Roy",
      "Chandni Kumari",
      "deepak singh",
      "Esha 100% Gupta",
    ]);
  });

  it("pages with totals; a page past the end is empty", async () => {
    const first = await list("pageSize=2&sort=appliedDate&order=asc");
    expect(first.body).toMatchObject({ total: 5, totalPages: 3, page: 1, pageSize: 2 });
    const third = await list("pageSize=2&page=3&sort=appliedDate&order=asc");
    expect(third.body.applications.map((a) => a.fullName)).toEqual(["Esha 100% Gupta"]);
    expect((await list("pageSize=2&page=9")).body.applications).toEqual([]);
  });

  it.each([
    ["status=archived", "Please choose a valid status: pending, reviewed, shortlisted, rejected or hired."],
    ["sort=salary", "sort must be one of appliedDate, fullName, status, job"],
    ["pageSize=1000", "pageSize must be a whole number from 1 to 100"],
    ["page=0", "page must be a whole number from 1 to 100000"],
    ["from=2026-02-30", "from must be a date like 2026-01-31"],
    ["from=2026-03-05&to=2026-03-01", "The start date must be on or before the end date"],
  ])("refuses %s with a message", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe("GET /api/admin/applications/{id}", () => {
  it("returns every field, the job and an empty timeline; 404 for an unknown id", async () => {
    const job = await makeJob({ title: "Detail Role" });
    const app = await makeApplication(job.id, {
      fullName: "Farah Khan",
      currentCompany: null,
      githubUrl: "https://github.com/farah",
      coverLetter: "I would love to join.",
    });
    const res = await call(detail, { params: { id: app.id }, headers: { authorization: auth } });
    expect(res.json.application).toMatchObject({
      id: app.id,
      reference: app.reference,
      fullName: "Farah Khan",
      currentCompany: null,
      githubUrl: "https://github.com/farah",
      coverLetter: "I would love to join.",
      status: "pending",
      job: { id: job.id, title: "Detail Role" },
      timeline: [],
    });
    const missing = await call(detail, { params: { id: "nope" }, headers: { authorization: auth } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Application not found" });
  });
});

// Last: its rows would change the totals and sorts above.
describe("GET /api/admin/applications?q= with an apostrophe", () => {
  it("finds a name written with a phone's curly apostrophe by the straight one, and the other way round", async () => {
    const job = await makeJob({ title: "Apostrophe Clerk" });
    await makeApplication(job.id, { fullName: "Ravi O\u2019Brien", email: "ravi@example.in", phone: "9876500009" });
    await makeApplication(job.id, { fullName: "Dev D'Souza", email: "dev@example.in", phone: "9876500010" });
    expect(await names(`jobId=${job.id}&q=${encodeURIComponent("o'brien")}`)).toEqual(["Ravi O\u2019Brien"]);
    expect(await names(`jobId=${job.id}&q=${encodeURIComponent("D\u2019Souza")}`)).toEqual(["Dev D'Souza"]);
    expect(await names(`jobId=${job.id}&q=${encodeURIComponent("O\u2019Brien")}`)).toEqual(["Ravi O\u2019Brien"]);
  });

  it("folds the look-alike apostrophes too: a modifier letter, a backtick or an acute accent typed for one", async () => {
    const job = await makeJob({ title: "Apostrophe Typist" });
    await makeApplication(job.id, { fullName: "Neil O\u02bcHara", email: "neil@example.in", phone: "9876500011" });
    await makeApplication(job.id, { fullName: "Joy D`Cruz", email: "joy@example.in", phone: "9876500012" });
    expect(await names(`jobId=${job.id}&q=${encodeURIComponent("o'hara")}`)).toEqual(["Neil O\u02bcHara"]);
    expect(await names(`jobId=${job.id}&q=${encodeURIComponent("D\u00b4Cruz")}`)).toEqual(["Joy D`Cruz"]);
  });
});

describe("GET /api/admin/applications?q= with a reference read out over the phone", () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await makeJob({ title: "Reference Clerk" })).id;
    const wanted = await makeApplication(jobId, { fullName: "Farhan Ali", phone: "9876500013" });
    const other = await makeApplication(jobId, { fullName: "Gita Rao", phone: "9876500014" });
    await db.companyApplication.update({ where: { id: wanted.id }, data: { reference: "CA-261207-K10QXM" } });
    await db.companyApplication.update({ where: { id: other.id }, data: { reference: "CA-261207-Z9X9X9" } });
  });

  it("finds the references that start with the part heard so far, typed the same ways", async () => {
    expect((await names(`jobId=${jobId}&q=${encodeURIComponent("ca 2612")}`)).sort()).toEqual([
      "Farhan Ali",
      "Gita Rao",
    ]);
    expect(await names(`jobId=${jobId}&q=${encodeURIComponent("ca 261207 k1")}`)).toEqual(["Farhan Ali"]);
    expect(await names(`jobId=${jobId}&q=${encodeURIComponent("CA261207KIO")}`)).toEqual(["Farhan Ali"]);
    expect(await names(`jobId=${jobId}&q=${encodeURIComponent("ca 261207 z9")}`)).toEqual(["Gita Rao"]);
    // The random part before the date is whole is not the start of a reference.
    expect(await names(`jobId=${jobId}&q=${encodeURIComponent("ca 26 k1")}`)).toEqual([]);
  });

  it.each([
    ["as stored", "CA-261207-K10QXM"],
    ["in lower case with spaces", "ca 261207 k10qxm"],
    ["with spaces around its dashes", "CA - 261207 - K10QXM"],
    ["with a copied hyphen (U+2010) and an en dash (U+2013)", "CA\u2010261207\u2013K10QXM"],
    ["with an I for the 1 and an O for the 0", "ca 261207 kioqxm"],
    ["with an L for the 1, run together", "CA261207KL0QXM"],
  ])("finds it typed %s", async (_label, typed) => {
    expect(await names(`jobId=${jobId}&q=${encodeURIComponent(typed)}`)).toEqual(["Farhan Ali"]);
  });

  it("still finds names by the raw term", async () => {
    expect(await names(`jobId=${jobId}&q=gita`)).toEqual(["Gita Rao"]);
  });
});
