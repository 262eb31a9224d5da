// "Download my data": the uploaded files inside the ZIP are named by the type found in their bytes,
// as HTTP downloads and the employee export name them, so none opens as a web page once unpacked.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { POST as submitApplication } from "@/app/api/applications/route";
import { exportApplicantData } from "@/lib/server/applicant/export";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { applicantSession } from "@/lib/testing/applicant";
import { apply, fields } from "@/lib/testing/apply";
import { makeJob } from "@/lib/testing/company-console";

async function unzip(applicant: { id: string; email: string }) {
  const { stream } = await exportApplicantData(applicant);
  return unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("exportApplicantData file names", () => {
  it("names a PDF resume uploaded as cv.html with .pdf, and keeps the uploaded name in applications.json", async () => {
    const email = "html.named@example.in";
    // A real PDF with a page of HTML after it: the upload accepts it as a PDF (the bytes say so).
    const pdf = minimalPdf("Resume");
    const html = new TextEncoder().encode("\n<html><script>alert(document.domain)</script></html>");
    const data = new Uint8Array(pdf.length + html.length);
    data.set(pdf);
    data.set(html, pdf.length);
    const job = await makeJob();
    const form = { ...fields(job.id), email, resume: { data, filename: "cv.html", type: "text/html" } };
    const submitted = await apply(submitApplication, form, "203.0.113.41");
    expect(submitted.status).toBe(201);
    const { reference } = await db.companyApplication.findFirstOrThrow({ where: { email } });

    const { applicant } = await applicantSession(email);
    const zip = await unzip(applicant);
    const files = Object.keys(zip).filter((path) => path.startsWith("files/"));
    expect(files).toEqual([`files/${reference}/cv.pdf`]);
    expect(zip[`files/${reference}/cv.pdf`]).toEqual(data);

    const [resume] = JSON.parse(strFromU8(zip["applications.json"])).company;
    expect(resume.files.resume).toMatchObject({
      path: `files/${reference}/cv.pdf`,
      originalName: "cv.html",
      contentType: "application/pdf",
    });
  });
});
