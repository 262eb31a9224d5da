// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { render } from "@/lib/testing/render";
import type { Receipt } from "@/lib/server/gov/status";

import { ReceiptView } from "./receipt-view";

const paid: Receipt = {
  applicationNumber: "APP261120ABCDEF",
  name: "Sita Kumari",
  fatherHusbandName: "Ram Prasad",
  dob: new Date("1998-04-15T00:00:00Z"),
  email: "sita@example.in",
  mobile: "9876543210",
  aadhaar: "XXXX XXXX 1234",
  pan: "XXXXXX123X",
  statusLabel: "Under Review",
  appliedAt: new Date("2026-11-20T09:35:00Z"),
  job: { title: "Data Entry Operator", company: "Bihar State Revenue Board", location: "Patna" },
  feeReason: "SC category fee",
  payment: {
    amountPaise: 50_000,
    refundedPaise: 0,
    currency: "INR",
    mode: "test",
    payments: [
      { paymentId: "pay_123", orderId: "order_456", amountPaise: 50_000, paidAt: new Date("2026-11-20T09:40:00Z") },
    ],
  },
};

/** The receipt's rows as "label: value". */
const rows = (root: ParentNode) =>
  Object.fromEntries(
    [...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe("the printable receipt", () => {
  it("reads as before in English", () => {
    const { container } = render(<ReceiptView receipt={paid} />);
    expect(container.querySelector("h1")!.textContent).toBe("Application Fee Receipt");
    const row = rows(container);
    expect(row["Applicant Name"]).toBe("Sita Kumari");
    expect(row["Date of Birth"]).toBe("15 Apr 1998");
    expect(row["Applied On"]).toBe("20 Nov 2026, 3:05 pm");
    expect(row["Amount Paid"]).toBe("₹500 (INR)");
    expect(container.textContent).toContain("Test mode payment: no money was charged.");
  });

  it("prints the total paid and each payment when a correction's difference was paid too", () => {
    const difference = {
      paymentId: "pay_789",
      orderId: "order_790",
      amountPaise: 10_000,
      paidAt: new Date("2026-12-02T05:00:00Z"),
    };
    const receipt = {
      ...paid,
      payment: { ...paid.payment!, amountPaise: 60_000, payments: [...paid.payment!.payments, difference] },
    };
    const row = rows(render(<ReceiptView receipt={receipt} />).container);
    expect(row["Amount Paid"]).toBe("₹600 (INR)");
    expect(row["Payment ID"]).toBe("pay_123 (₹500)pay_789 (₹100)");
    expect(row["Order ID"]).toBe("order_456order_790");
    expect(row["Payment Date"]).toBe("20 Nov 2026, 3:10 pm2 Dec 2026, 10:30 am");
  });

  it("says the fee was paid and refunded when a correction brought it to ₹0, in English and Hindi", () => {
    const receipt = { ...paid, payment: { ...paid.payment!, amountPaise: 0, refundedPaise: 50_000 } };
    const row = rows(render(<ReceiptView receipt={receipt} />).container);
    expect(row["Amount Paid"]).toBe("₹500 paid and refunded to you");
    expect(row["Payment ID"]).toBe("pay_123");
    const inHindi = rows(render(<ReceiptView receipt={receipt} />, { locale: "hi" }).container);
    expect(inHindi["जमा की गई राशि"]).toBe("₹500 जमा हुए और आपको वापस कर दिए गए");
  });

  it("is all Hindi on a Hindi page, with the applicant's own answers as typed", () => {
    const { container } = render(<ReceiptView receipt={{ ...paid, statusLabel: "जाँच चल रही है" }} />, {
      locale: "hi",
    });
    expect(container.querySelector("h1")!.textContent).toBe("आवेदन शुल्क की रसीद");
    const row = rows(container);
    expect(row["आवेदन नंबर"]).toBe("APP261120ABCDEF");
    expect(row["आवेदक का नाम"]).toBe("Sita Kumari");
    expect(row["पिता/पति का नाम"]).toBe("Ram Prasad");
    expect(row["जन्म तिथि"]).toBe("15 अप्रैल 1998");
    expect(row["आवेदन की तारीख"]).toMatch(/^20 नवंबर 2026/);
    expect(row["आवेदन की स्थिति"]).toBe("जाँच चल रही है");
    expect(row["जमा की गई राशि"]).toBe("₹500 (INR)");
    expect(container.textContent).toContain("टेस्ट मोड भुगतान");
    expect(container.textContent).toContain("दूसरी मंज़िल, मौर्य लोक कॉम्प्लेक्स, डाक बंगला रोड, पटना, बिहार 800001");
    expect(container.textContent).not.toMatch(/Receipt|Applicant|Payment|exempt|Floor|Maurya/);
  });

  it("says in Hindi why an exempt application paid nothing", () => {
    const { container } = render(<ReceiptView receipt={{ ...paid, payment: null }} />, { locale: "hi" });
    expect(container.querySelector("h1")!.textContent).toBe("आवेदन की रसीद");
    expect(rows(container)["आवेदन शुल्क"]).toBe("₹0: छूट (SC कैटेगरी का शुल्क)। कोई भुगतान नहीं लिया गया।");
  });
});
