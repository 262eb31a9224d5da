// The application PDF from a real application (submitted through the route, paid through markPaid):
// what it prints, read back out of the PDF as a reader's copy and paste gets it.
import { GifWriter } from "omggif";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { db } from "@/lib/server/db/client";
import { loadApplicationPdfData } from "@/lib/server/gov/application-pdf/load";
import { type ApplicationPdfData, renderApplicationPdf } from "@/lib/server/gov/application-pdf/render";
import { applyTo, bearerFor, decideStatus, pay, refundFromConsole } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, send, uniqueAadhaar } from "@/lib/testing/gov";
import { pdfPages, pdfText } from "@/lib/testing/pdf-text";

async function paidApplication(overrides: Record<string, string> = {}) {
  const job = await createGovJob({ title: "Revenue Karmachari", feePaise: 25_000 });
  const aadhaar = uniqueAadhaar();
  const app = await applyTo(job.id, { aadharNo: aadhaar, ...overrides });
  await pay(app.id);
  const data = await loadApplicationPdfData(app.id);
  if (!data) throw new Error("application not found");
  return { app, aadhaar, data };
}

/** How many images page `n` (from 0) draws. */
async function imagesOnPage(bytes: Uint8Array, n = 0) {
  const doc = await PDFDocument.load(bytes);
  const xObjects = doc.getPage(n).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return xObjects?.keys().length ?? 0;
}

describe("the application PDF", () => {
  it("prints the application, the applicant, the tables and the payment, with Aadhaar and PAN masked", async () => {
    const { app, aadhaar, data } = await paidApplication();
    const bytes = await renderApplicationPdf(data);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);

    expect(text).toContain(app.applicationNumber);
    expect(text).toContain("Sita Kumari");
    expect(text).toContain("Revenue Karmachari");
    expect(text).toContain("Bihar State Revenue Board, Patna, Bihar");
    expect(text).toContain("Dak Bungalow Road, Patna"); // the office's address on the letterhead
    for (const value of ["Ram Prasad", "Gita Devi", "Ward 12, Kankarbagh, Patna 800020", "9876543210"]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("sita.kumari@example.in");
    expect(text).toContain("15 Apr 1998");
    // Education and experience tables.
    for (const value of ["Patna University", "Patna College", "68.5", "2019", "CSC Centre", "Operator"]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("1 Jan 2020");
    expect(text).toContain("30 Jun 2022");

    expect(text).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(text).not.toContain(aadhaar);
    expect(text).not.toContain(aadhaar.slice(0, 8));
    expect(text).toContain("XXXXXX234F");
    expect(text).not.toContain("ABCDE1234F");
    expect(JSON.stringify(data)).not.toContain(aadhaar);

    const payment = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    expect(text).toContain(payment.paymentId!);
    expect(text).toContain("₹250");
    expect(text).toContain("Paid");
    expect(text).toMatch(/Paid On .*\d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(text).toMatch(/Submitted On .*IST/);
    expect(text).toContain("Under Review");
    expect(text).toContain("Test mode payment: no money was charged.");
    expect(text).toContain("/gov-career/status");
    expect(data.statusUrl).toMatch(/^https?:\/\/[^/]+\/gov-career\/status$/);
    expect(data.locale).toBe("en");
    expect(await imagesOnPage(bytes)).toBe(1); // the photo, top right of the first page
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    const images = await Promise.all(Array.from({ length: pages }, (_, n) => imagesOnPage(bytes, n)));
    expect(images.reduce((a, b) => a + b, 0)).toBe(2); // and the signature, after the declaration
  });

  it("prints the category, the fee's reason, the declaration and consent with their time, and the signature", async () => {
    const { data } = await paidApplication({ category: "OBC", categoryCertificateNumber: "obc/22/9", pwd: "true" });
    expect(data.signature).toBeDefined();
    const text = await pdfText(await renderApplicationPdf(data));
    expect(text).toContain("OBC (Non-Creamy Layer)");
    expect(text).toContain("OBC/22/9");
    expect(text).toMatch(/PwD \(Divyang\)\s*Yes/);
    expect(text).toContain("₹250 (UR / General fee)");
    expect(text).toContain("DECLARATION");
    expect(text).toContain("true, complete and correct to the best of my knowledge");
    expect(text).toMatch(/Accepted by the applicant on .*IST/);
    expect(text).toContain("CONSENT TO PROCESS PERSONAL DATA");
    expect(text).toMatch(/Given by the applicant on .*IST/);
    expect(text).toContain("Signature of the applicant");
  });

  it("prints nothing for a declaration or signature the application does not have", async () => {
    // An application made before signatures and declarations were asked for.
    const { data: current } = await paidApplication();
    const data = { ...current, signature: undefined, declaration: undefined, consent: undefined };
    const text = await pdfText(await renderApplicationPdf(data));
    expect(text).not.toMatch(/declaration/i);
    expect(text).not.toMatch(/signature/i);
  });

  it("prints a declaration and a signature when the data has them", async () => {
    const { data } = await paidApplication();
    const withBoth: ApplicationPdfData = {
      ...data,
      declaration: {
        text: "I declare that the information given in this application is true to the best of my knowledge.",
        acceptedAt: new Date("2026-03-05T09:35:00Z"),
      },
      signature: data.photo!,
    };
    const bytes = await renderApplicationPdf(withBoth);
    const text = await pdfText(bytes);
    expect(text).toContain("DECLARATION");
    expect(text).toContain("true to the best of my knowledge");
    expect(text).toContain("5 Mar 2026, 3:05 pm IST");
    expect(text).toContain("Signature of the applicant");
  });

  it("prints names and addresses in Devanagari as written", async () => {
    const { data } = await paidApplication({
      name: "सीता कुमारी",
      fatherHusbandName: "श्री राम प्रसाद",
      presentAddress: "ग्राम पोस्ट कंकड़बाग, पटना 800020",
    });
    const text = await pdfText(await renderApplicationPdf(data));
    // Words whose glyphs are drawn in logical order come back out unchanged ("प्रसाद" draws its
    // reordered parts, which text extraction reports in visual order).
    expect(text).toContain("सीता कुमारी");
    expect(text).toContain("पटना 800020");
  });

  it("carries every row onto as many pages as it takes, each page with its number and the application's", async () => {
    const { data } = await paidApplication();
    const row = {
      qualification: "Post Graduate Diploma in Computer Applications",
      board: "Board of Technical Education, a rather long name",
      institution: "Government Polytechnic Institute, Muzaffarpur, Bihar",
      marks: "71.25",
      year: "2015",
    };
    const long: ApplicationPdfData = {
      ...data,
      education: Array.from({ length: 10 }, () => row),
      experience: Array.from({ length: 10 }, (_, i) => ({
        company: `Common Service Centre ${i + 1}`,
        post: "Village Level Entrepreneur",
        from: new Date("2016-01-01"),
        to: new Date("2017-01-01"),
      })),
    };
    const pages = await pdfPages(await renderApplicationPdf(long));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(`Application ${data.applicationNumber}`);
    });
    const all = pages.join("\n");
    expect(all.split("Common Service Centre").length - 1).toBe(10);
    expect(all.split("Government Polytechnic Institute").length - 1).toBe(10);
  });

  it("never fails over the photo: a GIF is converted, an unreadable file leaves a placeholder", async () => {
    const { data } = await paidApplication();
    const gif = new Uint8Array(1024);
    const writer = new GifWriter(gif, 2, 2, { palette: [0x000000, 0xffffff] });
    writer.addFrame(0, 0, 2, 2, [0, 1, 1, 0]);
    const asGif = { contentType: "image/gif", data: gif.subarray(0, writer.end()) };
    expect(await imagesOnPage(await renderApplicationPdf({ ...data, photo: asGif }))).toBe(1);

    const broken = { contentType: "image/png", data: new Uint8Array([1, 2, 3]) };
    const bytes = await renderApplicationPdf({ ...data, photo: broken });
    expect(await imagesOnPage(bytes)).toBe(0);
    expect(await pdfText(bytes)).toContain("Photo not available");
  });

  it("is worded in Hindi for an application made on a Hindi page, its QR code opening the Hindi status page", async () => {
    const job = await createGovJob({ title: "Revenue Karmachari", feePaise: 25_000 });
    const res = await send(
      submitApplication,
      applicationRequest(
        applicationFields(job.id, { category: "OBC", categoryCertificateNumber: "obc/22/9" }),
        undefined,
        {
          "accept-language": "hi",
        },
      ),
    );
    expect(res.status, res.text).toBe(201);
    const app = res.json.application as { id: string; applicationNumber: string };
    await pay(app.id);
    const data = (await loadApplicationPdfData(app.id))!;
    expect(data.locale).toBe("hi");
    expect(data.statusUrl).toMatch(/^https?:\/\/[^/]+\/hi\/gov-career\/status$/);
    const pages = await pdfPages(await renderApplicationPdf(data));
    const text = pages.join("\n");
    // Words without a vowel sign drawn before its consonant (ि) come back out of the PDF as written.
    for (const words of [
      "सरकारी नौकरी के",
      `आवेदन नंबर   ${app.applicationNumber}`,
      "जाँच चल रही है", // the status, as the status page words it
      "15 अप्रैल 1998",
      "कैटेगरी और छूट",
      "OBC (नॉन-क्रीमी लेयर)",
      "1 जनवरी 2020",
      "30 जून 2022",
      "₹250 (UR / सामान्य शुल्क)",
      "भुगतान हो गया",
      "टेस्ट मोड भुगतान:",
      "घोषणा",
      "https://",
      "डाक बंगला रोड, पटना", // the office's address on the letterhead
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/जमा करने की तारीख\s+\d{1,2} \S+ \d{4} को \S+ \d{1,2}:\d{2} बजे \(IST\)/);
    expect(text).toMatch(/आवेदक ने यह घोषणा \d{1,2} \S+ \d{4} को .* बजे \(IST\)/);
    expect(text).toContain("/hi/gov-career/status");
    pages.forEach((page, i) => expect(page).toContain(`पेज ${i + 1} / ${pages.length}`));
    // None of the English document's words.
    for (const english of [
      "Application for Government Job",
      "Personal details",
      "Under Review",
      "Payment Status",
      "Not provided",
      "Declaration",
      "Test mode payment",
      "Check the status",
      " IST",
      "Page 1",
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it("says a cancelled application's fee was refunded, not paid, with the amount and the payment, in English and Hindi", async () => {
    const { app } = await paidApplication();
    const payment = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    const staff = (await bearerFor("GovAdmin")).headers;
    expect((await decideStatus(app.id, staff, "cancelled", "Duplicate application")).status).toBe(200);
    const refunded = await refundFromConsole(payment.id, staff);
    expect(refunded.status, refunded.text).toBe(200);
    // The application stays "completed": the refund is the payment's.
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).paymentStatus).toBe("completed");

    const data = (await loadApplicationPdfData(app.id))!;
    const text = await pdfText(await renderApplicationPdf(data));
    expect(text).toMatch(/Payment Status\s+Fee refunded/);
    expect(text).toMatch(/Amount Paid\s+Nil/);
    expect(text).toMatch(/Amount Refunded\s+₹250/);
    expect(text).toContain(payment.paymentId!);
    expect(text).toContain("Cancelled");
    expect(text).not.toMatch(/Payment Status\s+Paid/);

    await db.govApplication.update({ where: { id: app.id }, data: { locale: "hi" } });
    const hindi = await pdfText(await renderApplicationPdf((await loadApplicationPdfData(app.id))!));
    // (Words with a vowel sign drawn before its consonant, or with ई, do not come back out as written:
    // "शुल्क वापस कर दिया गया", "वापस की गई राशि".)
    expect(hindi).toMatch(/शुल्क वापस कर \S+ गया/);
    expect(hindi).toMatch(/वापस की ग\S+ र\S+\s+₹250/);
    expect(hindi).toContain("रद्द");
    expect(hindi).not.toContain("भुगतान हो गया");
  });

  it("is null for an unknown application", async () => {
    expect(await loadApplicationPdfData("no-such-application")).toBeNull();
  });
});
