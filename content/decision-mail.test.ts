// The status-change mail's words in both languages: English exactly as before, Hindi from the "mail"
// catalogue with the console's English reason label translated and the staff note kept.
import { describe, expect, it } from "vitest";

import { decisionMail } from "@/content/decision-mail";

const base = { site: "https://www.techserve-solutions.in", name: "Asha <Rao>", jobTitle: "Payroll\nAnalyst" };

describe("decisionMail", () => {
  it("writes the English mail exactly as before", () => {
    const mail = decisionMail({
      ...base,
      board: "company",
      status: "rejected",
      reference: "CA-261126-7K3QXM",
      reason: "Position filled",
    });
    expect(mail.subject).toBe("Your application for Payroll Analyst: Rejected");
    expect(mail.text).toBe(
      [
        "Dear Asha <Rao>,",
        "",
        "The status of your application CA-261126-7K3QXM for Payroll Analyst is now: Rejected.",
        "",
        "Reason: Position filled",
        "",
        "You may apply for other openings at:",
        "https://www.techserve-solutions.in/career",
        "",
        "TechServe Solutions",
      ].join("\n"),
    );
    expect(mail.html).toBe(
      [
        "<p>Dear Asha &lt;Rao&gt;,</p>",
        "<p>The status of your application CA-261126-7K3QXM for Payroll Analyst is now: <strong>Rejected</strong>.</p>",
        "<p>Reason: Position filled</p>",
        '<p>You may apply for other openings at:<br><a href="https://www.techserve-solutions.in/career">https://www.techserve-solutions.in/career</a></p>',
        "<p>TechServe Solutions</p>",
      ].join("\n"),
    );
  });

  it("writes a Hindi application's mail in Hindi, with its links to the Hindi pages", () => {
    const mail = decisionMail({
      ...base,
      board: "gov",
      status: "under_review",
      reference: "GOV-261126-0001",
      locale: "hi",
    });
    expect(mail.subject).toBe("Payroll Analyst के लिए आपका आवेदन: जाँच चल रही है");
    expect(mail.text).toContain("प्रिय Asha <Rao>,");
    expect(mail.text).toContain("आपके आवेदन की जाँच चल रही है। आप स्टेटस पेज पर इसकी जानकारी देख सकते हैं:");
    expect(mail.text).toContain("https://www.techserve-solutions.in/hi/gov-career/status");
    expect(mail.html).toContain("<p>प्रिय Asha &lt;Rao&gt;,</p>");
    expect(mail.html).toContain('<a href="https://www.techserve-solutions.in/hi/gov-career/status">');
  });

  it("translates a reason picked from the console's list and keeps the staff note; a typed reason stays as written", () => {
    const picked = decisionMail({
      ...base,
      board: "company",
      status: "rejected",
      reference: "CA-1",
      reason: "Required qualification not met: needs a CA <Inter>",
      locale: "hi",
    });
    expect(picked.text).toContain("कारण: ज़रूरी योग्यता पूरी नहीं है: needs a CA <Inter>");
    expect(picked.html).toContain("कारण: ज़रूरी योग्यता पूरी नहीं है: needs a CA &lt;Inter&gt;");
    expect(picked.text).toContain("https://www.techserve-solutions.in/hi/career");
    const typed = decisionMail({
      ...base,
      board: "company",
      status: "rejected",
      reference: "CA-1",
      reason: "Some typed reason",
      locale: "hi",
    });
    expect(typed.text).toContain("कारण: Some typed reason");
  });
});
