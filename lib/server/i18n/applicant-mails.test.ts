// The applicant's e-mails in the language they applied in: the locale is stored with the application
// at submit (Accept-Language of the form's page), and the confirmation, saved, payment, decision and
// withdrawal mails follow it; the sign-in code mail follows the page that asked for it. Staff mails
// stay English, and English mails read exactly as before.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as requestCode } from "@/app/api/applicant/code/route";
import { POST as applyCompany } from "@/app/api/applications/route";
import { POST as applyGov } from "@/app/api/gov/applications/route";
import { PUT as setGovStatus } from "@/app/api/gov/applications/[id]/status/route";
import { formatIstDate } from "@/lib/dates";
import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { fields, multipartRequest, waitForMail } from "@/lib/testing/apply";
import { codeFromOutbox } from "@/lib/testing/applicant";
import { makeJob } from "@/lib/testing/company-console";
import { call, createUser } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { bearerFor, pay } from "@/lib/testing/gov-console";

const HINDI = /[\u0900-\u097F]/;
let ip = 0;
const nextIp = () => `192.0.2.${(++ip % 250) + 1}`;

beforeAll(async () => {
  await createUser({ role: "CompanyAdmin", email: "hr-mail-locale@techserve.test" });
});

async function applyForCompanyJob(email: string, acceptLanguage?: string) {
  const job = await makeJob({ title: "Payroll Specialist" });
  const req = multipartRequest({ ...fields(job.id), fullName: "Ravi Kumar", email }, nextIp());
  if (acceptLanguage) req.headers.set("accept-language", acceptLanguage);
  const res = await applyCompany(req, { params: Promise.resolve({}) });
  const json = (await res.json()) as { reference: string; applicationId: string };
  expect(res.status).toBe(201);
  await backgroundSettled();
  return json;
}

async function applyForGovJob(email: string, acceptLanguage?: string, feePaise = 75_000) {
  const job = await createGovJob({ feePaise, title: "Junior Clerk" });
  const headers: Record<string, string> = acceptLanguage ? { "accept-language": acceptLanguage } : {};
  const res = await send(applyGov, applicationRequest(applicationFields(job.id, { email }), undefined, headers));
  expect(res.status, res.text).toBe(201);
  return { job, app: res.json.application as { id: string; applicationNumber: string } };
}

describe("company application confirmation", () => {
  it("is Hindi for an application made on a Hindi page, and the locale is stored; the HR notice stays English", async () => {
    const { reference, applicationId } = await applyForCompanyJob("hindi-company@example.in", "hi");
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: applicationId } })).locale).toBe("hi");
    const mails = await waitForMail(reference, 2);
    const mine = mails.find((m) => m.to === "hindi-company@example.in")!;
    expect(mine.subject).toBe(`आवेदन मिल गया: Payroll Specialist (${reference})`);
    expect(mine.text).toContain("प्रिय Ravi Kumar,");
    expect(mine.text).toContain(`हमें ${formatIstDate(new Date(), "hi")} को आपका आवेदन और रिज़्यूमे मिल गया है।`);
    expect(mine.text).toContain(`आपका आवेदन रेफ़रेंस नंबर ${reference} है।`);
    const hr = mails.find((m) => m.to === "hr-mail-locale@techserve.test")!;
    expect(hr.subject).toBe(`New application: Payroll Specialist (${reference})`);
    expect(hr.text).not.toMatch(HINDI);
  });

  it("is the same English mail as before without a Hindi page", async () => {
    const { reference, applicationId } = await applyForCompanyJob("english-company@example.in", "en-IN,en;q=0.9");
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: applicationId } })).locale).toBe("en");
    const mine = (await waitForMail(reference, 2)).find((m) => m.to === "english-company@example.in")!;
    expect(mine.subject).toBe(`Application received: Payroll Specialist (${reference})`);
    expect(mine.text).toBe(
      [
        "Dear Ravi Kumar,",
        "",
        `Thank you for applying for Payroll Specialist at TechServe Solutions. We received your application and resume on ${formatIstDate(new Date())}.`,
        `Your application reference is ${reference}. Please quote it if you contact us.`,
        "",
        "Our recruitment team reviews every application and will contact you if your profile matches the role.",
        "",
        "TechServe Solutions",
        "contact@techserve-solutions.in · +91 612 250 0000",
      ].join("\n"),
    );
  });

  it("withdrawing it confirms in Hindi", async () => {
    const { reference, applicationId } = await applyForCompanyJob("hindi-withdraw@example.in", "hi");
    await withdrawApplication("company", applicationId, "hindi-withdraw@example.in");
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { to: "hindi-withdraw@example.in", dedupeKey: { startsWith: "withdrawn:" } },
    });
    expect(mail.subject).toBe(`आवेदन वापस लिया गया: Payroll Specialist (${reference})`);
    expect(mail.text).toContain(`आपने Payroll Specialist के लिए अपना आवेदन (रेफ़रेंस ${reference}) वापस ले लिया है।`);
  });
});

describe("government application mails", () => {
  it("a Hindi application gets the saved mail in Hindi, linking to the Hindi status page", async () => {
    const { job, app } = await applyForGovJob("hindi-gov-saved@example.in", "hi");
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).locale).toBe("hi");
    const [mail] = await db.mailOutbox.findMany({ where: { dedupeKey: { startsWith: `gov-saved:${app.id}:` } } });
    const deadline = formatIstDate(job.deadline, "hi");
    expect(mail.subject).toBe(`आवेदन ${app.applicationNumber} सेव हो गया - शुल्क ${deadline} तक भरें`);
    expect(mail.text).toContain("प्रिय Sita Kumari,");
    expect(mail.text).toContain("आवेदन शुल्क ₹750 (UR / सामान्य वर्ग का शुल्क) भरते ही आपका आवेदन पूरा हो जाएगा।");
    expect(mail.text).toContain(`तो ${deadline}, रात 11:59 बजे (IST) तक यहाँ भर सकते हैं:`);
    expect(mail.text).toContain(`/hi/gov-career/status?number=${app.applicationNumber}`);
    expect(mail.text).not.toContain("<strong>");
    expect(mail.html).toContain(`<strong>${app.applicationNumber}</strong>`);
    expect(mail.html).toMatch(
      new RegExp(
        `<a href="[^"]+/hi/gov-career/status\\?number=${app.applicationNumber}">आवेदन ${app.applicationNumber} का शुल्क भरें</a>।`,
      ),
    );
  });

  it("a Hindi application's payment confirmation and status change mails are Hindi", async () => {
    const { app } = await applyForGovJob("hindi-gov-status@example.in", "hi");
    await pay(app.id);
    await backgroundSettled();
    const paid = await db.mailOutbox.findFirstOrThrow({
      where: { to: "hindi-gov-status@example.in", subject: `आवेदन ${app.applicationNumber} मिल गया - Junior Clerk` },
    });
    expect(paid.text).toContain("हमें Junior Clerk (Bihar State Revenue Board) के लिए आपका आवेदन और शुल्क मिल गया है।");
    expect(paid.text).toContain("भरा गया शुल्क: ₹750");
    expect(paid.text).toContain(`तारीख: ${formatIstDate(new Date(), "hi")}`);

    const { headers } = await bearerFor("GovAdmin");
    const res = await call(setGovStatus, {
      method: "PUT",
      path: `/api/gov/applications/${app.id}/status`,
      params: { id: app.id },
      // Staff pick the reason in English; the applicant reads it in Hindi, the note as typed.
      body: { status: "rejected", reason: "Documents incomplete or invalid: <no> signature" },
      headers,
    });
    expect(res.status).toBe(200);
    const change = await db.applicationStatusChange.findFirstOrThrow({
      where: { govApplicationId: app.id, status: "rejected" },
    });
    expect(change.reason).toBe("Documents incomplete or invalid: <no> signature");
    const mail = await db.mailOutbox.findUniqueOrThrow({ where: { dedupeKey: `status-change:${change.id}` } });
    expect(mail.subject).toBe("Junior Clerk के लिए आपका आवेदन: अस्वीकार");
    expect(mail.text).toContain(`Junior Clerk के लिए आपके आवेदन ${app.applicationNumber} की स्थिति अब यह है: अस्वीकार।`);
    expect(mail.text).toContain("कारण: दस्तावेज़ अधूरे हैं या सही नहीं हैं: <no> signature");
    expect(mail.text).toMatch(/यहाँ आवेदन कर सकते हैं:\nhttps?:\/\/[^\s]+\/hi\/career/);
    expect(mail.html).toContain("प्रिय Sita Kumari,");
    expect(mail.html).toContain("<strong>अस्वीकार</strong>");
    expect(mail.html).toContain("दस्तावेज़ अधूरे हैं या सही नहीं हैं: &lt;no&gt; signature");
  });

  it("an exempt Hindi application's confirmation is Hindi; an English one unchanged", async () => {
    const hindi = await applyForGovJob("hindi-gov-exempt@example.in", "hi", 0);
    const english = await applyForGovJob("english-gov-exempt@example.in", undefined, 0);
    await backgroundSettled();
    const [hi] = await db.mailOutbox.findMany({ where: { to: "hindi-gov-exempt@example.in" } });
    expect(hi.text).toContain("आवेदन शुल्क: ₹0 (छूट: UR / सामान्य वर्ग का शुल्क); कोई भुगतान नहीं लिया गया।");
    const [en] = await db.mailOutbox.findMany({ where: { to: "english-gov-exempt@example.in" } });
    expect(en.subject).toBe(`Application ${english.app.applicationNumber} received - Junior Clerk`);
    expect(en.text).toBe(
      [
        "Dear Sita Kumari,",
        "",
        "We have received your application for Junior Clerk (Bihar State Revenue Board).",
        "",
        `Application number: ${english.app.applicationNumber}`,
        "Application fee: ₹0 (exempt: UR / General fee); no payment was taken.",
        `Date: ${formatIstDate(new Date())}`,
        "Status: Under Review",
        "",
        "Our team will contact you within 24 hours. You can check the status at any time on the",
        "Application Status page with your application number and date of birth.",
        "",
        "TechServe Solutions",
      ].join("\n"),
    );
    expect(hindi.app.applicationNumber).not.toBe(english.app.applicationNumber);
  });
});

describe("sign-in code mail", () => {
  const ask = (email: string, headers: Record<string, string> = {}) =>
    call(requestCode, {
      method: "POST",
      path: "/api/applicant/code",
      body: { email },
      headers: { "x-forwarded-for": nextIp(), ...headers },
    });

  it("is Hindi for Accept-Language: hi, whatever language the applications were made in", async () => {
    await applyForCompanyJob("code-hindi@example.in"); // applied in English
    expect((await ask("code-hindi@example.in", { "accept-language": "hi" })).status).toBe(200);
    const code = await codeFromOutbox("code-hindi@example.in"); // waits for the mail, sent after the answer
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { to: "code-hindi@example.in", dedupeKey: { startsWith: "otp:" } },
    });
    expect(mail.subject).toBe("TechServe Solutions पर आपके आवेदनों के लिए साइन-इन कोड");
    expect(mail.text.split("\n")[0]).toBe(`आपका साइन-इन कोड ${code} है।`);
  });

  it("is the English mail as before otherwise", async () => {
    await applyForCompanyJob("code-english@example.in", "hi"); // applied in Hindi
    expect((await ask("code-english@example.in")).status).toBe(200);
    const code = await codeFromOutbox("code-english@example.in"); // waits for the mail, sent after the answer
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { to: "code-english@example.in", dedupeKey: { startsWith: "otp:" } },
    });
    expect(mail.subject).toBe("Your sign-in code for TechServe Solutions applications");
    expect(mail.text).toBe(
      [
        `Your sign-in code is ${code}.`,
        "",
        "Enter it on the applications page to see and track your applications. It is valid for 10 minutes and can be used once. If you ask for another code, this one stops working.",
        "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
        "",
        "TechServe Solutions",
        "contact@techserve-solutions.in · +91 612 250 0000",
      ].join("\n"),
    );
  });
});
