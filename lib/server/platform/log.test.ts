// The logs must never hold Aadhaar or PAN numbers, bank accounts, passwords, tokens or secrets:
// everything the server prints while real flows run (with every level on, a mail server that is
// down and a request that fails inside the database) is captured and searched for them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as createEmployee } from "@/app/api/employees/route";
import { POST as reveal } from "@/app/api/gov/applications/[id]/reveal/route";
import { GET as getApplication } from "@/app/api/gov/applications/[id]/route";
import { POST as submit } from "@/app/api/gov/applications/route";
import { resetEnv } from "@/lib/env";
import { QUEUES } from "@/lib/server/jobs/queue";
import { backgroundSettled } from "@/lib/server/platform/background";
import { drainQueue } from "@/lib/testing/jobs";
import { POST as applyToJob } from "@/app/api/applications/route";
import { apply, fields as applicationForm, freePort } from "@/lib/testing/apply";
import { makeJob } from "@/lib/testing/company-console";
import { bearerFor } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { call } from "@/lib/testing/fixtures";

import { log, redact } from "@/lib/server/platform/log";

const AADHAAR = "234567890124";
const PAN = "QWERT6789Z";
const ACCOUNT = "501002345678901";
const PASSWORD = "Sup3r-Secret-Passw0rd";
const secrets = [AADHAAR, "2345 6789 0124", PAN, ACCOUNT, PASSWORD];

let captured = "";
const originals = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

beforeAll(async () => {
  process.env.LOG_LEVEL = "debug";
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
  resetEnv();
  const capture = (chunk: string | Uint8Array) => {
    captured += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
});

afterAll(() => {
  process.stdout.write = originals.out;
  process.stderr.write = originals.err;
  process.env.LOG_LEVEL = "error";
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("logs", () => {
  it("redact() masks identifier-shaped values and tokens", () => {
    const line = redact(`aadhaar ${AADHAAR} / 2345 6789 0124, pan ${PAN}, account ${ACCOUNT}, Bearer eyJhbGciOi.abc`);
    for (const secret of [...secrets.slice(0, 4), "eyJhbGciOi"]) expect(line).not.toContain(secret);
    expect(line).toContain("Bearer [token]");
  });

  it("redact() masks e-mail addresses and mobile numbers as typed (a mail server's refusal names the recipient)", () => {
    const line = redact("550 5.1.1 <Asha.Devi+jobs@example.co.in>: rejected; call +91 98765 43210 or 98765-43210");
    expect(line).toBe("550 5.1.1 <[email]>: rejected; call [phone] or [phone]");
  });

  it("redact() masks addresses with letters beyond ASCII, and others the government form accepts", () => {
    const line = redact(
      JSON.stringify({ error: "550 <josé.ñúñez@correo.es> unknown; राम@उदाहरण.भारत, ravi!k@yahoo.in rejected" }),
    );
    expect(line).toBe(JSON.stringify({ error: "550 <[email]> unknown; [email], [email] rejected" }));
  });

  it("hold none of them after applications, reveals, employees, failed sign-ins and failing mail", async () => {
    // A caller that carelessly logs a value is still masked.
    log.error("test.careless", { detail: `failed for ${AADHAAR} ${PAN}` });

    const job = await createGovJob();
    const fields = applicationFields(job.id, { aadharNo: AADHAAR, panNo: PAN });
    const saved = await send(submit, applicationRequest(fields));
    expect(saved.status).toBe(201);
    const id = (saved.json.application as { id: string }).id;
    const gov = await bearerFor("GovAdmin");
    expect((await call(reveal, { method: "POST", headers: gov.headers, params: { id } })).json).toMatchObject({
      aadharNo: "2345 6789 0124",
      panNo: PAN,
    });
    // A request that fails inside the database (NUL in text), so the error path logs too.
    const broken = await call(getApplication, { headers: gov.headers, params: { id: `${AADHAAR}\u0000` } });
    expect(broken.status).toBe(400);

    const admin = await bearerFor("Admin");
    const employee = await call(createEmployee, {
      method: "POST",
      headers: admin.headers,
      body: {
        referenceId: "LOG0001",
        name: "Log Test",
        email: "log.test@example.in",
        department: "Operations",
        bankName: "State Bank of India",
        accountNumber: ACCOUNT,
        ifscCode: "SBIN0001234",
        aadhar: AADHAAR,
        panCard: PAN,
        password: PASSWORD,
      },
    });
    expect(employee.status).toBe(201);
    for (const identifier of ["log.test@example.in", "LOG0001"]) {
      const res = await call(login, { method: "POST", body: { identifier, password: `${PASSWORD}x` } });
      expect(res.status).toBe(401);
    }
    // A company application: its confirmation and admin notices fail against the closed SMTP port.
    const companyJob = await makeJob();
    const applied = await apply(applyToJob, { ...applicationForm(companyJob.id), phone: "9876543210" }, "203.0.113.77");
    expect(applied.status).toBe(201);
    await backgroundSettled();
    // The queue worker tries them: each try fails, and the log says a retry is due (mail.retry).
    await drainQueue(QUEUES.mail);

    expect(captured).toContain("test.careless");
    expect(captured).toContain('"event":"mail.retry"');
    // Personal data the flows sent: the employee's and applicant's e-mail, the applicant's phone and name.
    const personal = ["log.test@example.in", "9876543210", "Ravi Kumar"];
    for (const secret of [...secrets, ...personal, process.env.AUTH_SECRET!, process.env.DATA_ENCRYPTION_KEY!]) {
      expect(captured, `the log contains ${secret}`).not.toContain(secret);
    }
    expect(captured).not.toMatch(/Bearer ey/);
  });
});
