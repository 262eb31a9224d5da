// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, click, render, type, until, jsonResponse as answer } from "@/lib/testing/render";
import type { ApplicationStatusView } from "@/lib/server/gov/status";
import hi from "@/messages/hi.json";

import { StatusLookup } from "./status-lookup";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

const at = "2026-11-20T05:30:00.000Z";

const application: ApplicationStatusView = {
  applicationNumber: "APP261120ABCDEF",
  name: "Sita Kumari",
  jobTitle: "Data Entry Operator",
  company: "Bihar State Revenue Board",
  status: "cancelled",
  paymentStatus: "completed",
  statusLabel: "Cancelled",
  feePaise: 50_000,
  feeReason: "SC category fee",
  amountPaidPaise: 50_000,
  refundedPaise: null,
  appliedAt: at,
  paidAt: at,
  receiptUrl: "/gov-career/receipt/APP261120ABCDEF?t=1.sig",
  pdfUrl: "/api/gov/applications/g1/pdf?t=1.sig",
  callLetterUrl: null,
  feeDuePaise: 0,
  correctionRefundPaise: 0,
  heldForRefundPaise: 0,
  correction: null,
  payNow: null,
  history: [
    { status: "submitted", label: "Submitted", reason: null, at },
    {
      status: "cancelled",
      label: "Cancelled",
      reason: "Documents incomplete or invalid: the caste certificate is unreadable",
      at: "2026-11-25T05:30:00.000Z",
    },
  ],
};

/** Saved and not paid: no payment, no receipt. */
const unpaidApplication: ApplicationStatusView = {
  ...application,
  status: "pending",
  paymentStatus: "pending",
  statusLabel: "Payment pending",
  amountPaidPaise: null,
  paidAt: null,
  receiptUrl: null,
};

async function lookUp(locale: "en" | "hi", shown: ApplicationStatusView = application) {
  const fetch = vi.fn(async () => answer(200, { success: true, application: shown }));
  vi.stubGlobal("fetch", fetch);
  const { container } = render(<StatusLookup />, { locale });
  type(container.querySelector<HTMLInputElement>("#applicationNumber")!, "APP261120ABCDEF");
  type(container.querySelector<HTMLInputElement>("#dob")!, "1998-04-15");
  await act(async () => click(container.querySelector('button[type="submit"]')!));
  const result = await until(() => container.querySelector<HTMLElement>('[aria-labelledby="status-result"]'));
  return { result, fetch };
}

/** The result's rows as "label: value". */
const rows = (root: ParentNode) =>
  Object.fromEntries(
    [...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe("the application status lookup", () => {
  it("forgets the answer and the date of birth when the page goes into the back/forward cache", async () => {
    const { result } = await lookUp("en");
    expect(result.isConnected).toBe(true);
    // Kept for Back (a shared computer's next user): nothing of the applicant stays on the page.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    });
    expect(document.querySelector('[aria-labelledby="status-result"]')).toBeNull();
    expect(document.body.textContent).not.toContain("Sita Kumari");
    expect(document.querySelector<HTMLInputElement>("#dob")!.value).toBe("");
    expect(document.querySelector<HTMLInputElement>("#applicationNumber")!.value).toBe("");
  });

  it("leaves the answer alone on a pagehide that keeps no copy of the page", async () => {
    await lookUp("en");
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    });
    expect(document.querySelector('[aria-labelledby="status-result"]')).not.toBeNull();
  });

  it("is posted to its own page, never into a URL, until its script takes the lookup over", async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, application }));
    vi.stubGlobal("fetch", fetch);
    const { container } = render(<StatusLookup />);
    const form = container.querySelector("form")!;
    // Before the script has loaded the browser sends the form itself: the number and date of birth
    // go in the body of a POST to this page, not in its address.
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("action")).toBe(false);

    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => form.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await until(() => container.querySelector("#applicationNumber-error"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the status, fee and history as before in English", async () => {
    const { result } = await lookUp("en");
    const row = rows(result);
    expect(row.Status).toBe("Cancelled");
    expect(row.Fee).toBe("₹500 paid on 20 Nov 2026");
    const history = result.querySelector('[data-testid="status-history"]')!;
    expect(history.textContent).toContain(
      "Reason: Documents incomplete or invalid: the caste certificate is unreadable",
    );
    expect(result.querySelector("a")!.textContent).toBe("View / Print Receipt");
  });

  it("is in Hindi on a Hindi page: labels, status words, dates, the reason's label (the staff note as typed)", async () => {
    const { result, fetch } = await lookUp("hi");
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)["Accept-Language"]).toBe("hi");
    expect(result.querySelector("h2")!.textContent).toBe("आवेदन APP261120ABCDEF");
    const row = rows(result);
    expect(row["स्थिति"]).toBe("रद्द");
    expect(row["आवेदक"]).toBe("Sita Kumari");
    expect(row["आवेदन की तारीख"]).toBe("20 नवंबर 2026");
    expect(row["शुल्क"]).toBe("₹500 20 नवंबर 2026 को जमा हुए");
    const entries = [...result.querySelectorAll('[data-testid="status-history"] li')].map((li) => li.textContent);
    expect(entries[0]).toBe("जमा हुआ 20 नवंबर 2026");
    expect(entries[1]).toBe("रद्द 25 नवंबर 2026कारण: दस्तावेज़ अधूरे या अमान्य हैं: the caste certificate is unreadable");
    const receipt = result.querySelector("a")!;
    expect(receipt.textContent).toBe("रसीद देखें / प्रिंट करें");
    expect(receipt.getAttribute("href")).toBe("/hi/gov-career/receipt/APP261120ABCDEF?t=1.sig");
  });

  it("says a rejected application's unpaid fee was not paid, not 'not paid yet'", async () => {
    const rejected = { ...unpaidApplication, status: "rejected" as const, statusLabel: "Rejected" };
    expect(rows((await lookUp("en", rejected)).result).Fee).toBe("₹500 not paid");
  });

  it("says why an unpaid fee cannot be paid once the job has stopped taking applications, in both languages", async () => {
    const unpaid = unpaidApplication;
    const open = await lookUp("en", {
      ...unpaid,
      payNow: { applicationId: "g1", feePaise: 50_000, lastDate: "2026-12-16" },
    });
    expect(rows(open.result).Fee).toBe("₹500 not paid yet");
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    // Set inactive by the office before its last date: no Pay now, and the page says why.
    expect(rows((await lookUp("en", unpaid)).result).Fee).toBe(
      "₹500 not paid: applications for this job have closed, so it can no longer be paid",
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    expect(rows((await lookUp("hi", unpaid)).result)["शुल्क"]).toBe(
      "₹500 जमा नहीं हुए: इस नौकरी के लिए आवेदन बंद हो चुके हैं, इसलिए अब शुल्क जमा नहीं किया जा सकता",
    );
  });

  it("says an exempt application's fee is due once a correction raised it, not 'exempt, no payment needed'", async () => {
    const exempt = {
      ...application,
      status: "pending" as const,
      paymentStatus: "exempt" as const,
      statusLabel: "Pending",
      feeReason: "SC category fee",
      amountPaidPaise: null,
      paidAt: null,
      receiptUrl: null,
    };
    expect(rows((await lookUp("en", { ...exempt, feePaise: 0 })).result).Fee).toBe(
      "₹0: exempt (SC category fee), no payment needed",
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    const owing = {
      ...exempt,
      feePaise: 50_000,
      feeDuePaise: 50_000,
      feeReason: "UR / General fee",
      payNow: { applicationId: "g1", feePaise: 50_000, lastDate: null },
    };
    const fee = rows((await lookUp("en", owing)).result).Fee;
    expect(fee).toBe("₹500 not paid yet");
  });

  it("asks for a correction's difference until the window's last day, and without a date once it has passed", async () => {
    const owing = {
      ...application,
      status: "pending" as const,
      statusLabel: "Under Review",
      feeDuePaise: 20_000,
      payNow: { applicationId: "g1", feePaise: 20_000, lastDate: "2026-12-20" },
    };
    const { result } = await lookUp("en", owing);
    expect(result.textContent).toContain(
      "A correction raised your fee to ₹500: please pay the difference until 20 Dec 2026, 11:59 PM IST.",
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    const later = await lookUp("en", { ...owing, payNow: { ...owing.payNow, lastDate: null } });
    expect(later.result.textContent).toContain("A correction raised your fee to ₹500: please pay the difference.");
    expect(later.result.textContent).not.toContain("until");
  });

  it("says a validation problem in Hindi", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { container } = render(<StatusLookup />, { locale: "hi" });
    await act(async () => click(container.querySelector('button[type="submit"]')!));
    const banner = await until(() => container.querySelector('[role="alert"]'));
    expect(banner.textContent).toMatch(/आवेदन नंबर/);
  });
});

describe("the application status lookup across a switch of language", () => {
  it("keeps no number once the lookup has found the application (a shared computer's next user)", async () => {
    window.history.replaceState(null, "", "/gov-career/status");
    await lookUp("en");
    // The tab is left (a draft still kept would be written now) or time passes.
    act(() => void window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const stored = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i)!),
    );
    expect(stored.join(" ")).not.toContain("APP261120ABCDEF");
  });

  it("comes back on the page in the other language with the number typed, waiting for the date of birth", () => {
    window.history.replaceState(null, "", "/gov-career/status");
    const english = render(<StatusLookup />);
    type(document.querySelector<HTMLInputElement>("#applicationNumber")!, "APP261120ABCDEF");
    type(document.querySelector<HTMLInputElement>("#dob")!, "1998-04-15");

    // The header's हिन्दी, as Next's router takes the click; the page goes into the back/forward
    // cache (which forgets the number and the date of birth there), and the Hindi page opens.
    const link = Object.assign(document.createElement("a"), { href: "/hi/gov-career/status" });
    link.addEventListener("click", (event) => event.preventDefault());
    document.body.append(link);
    click(link);
    act(() => void window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
    english.rerender(null);
    window.history.pushState(null, "", "/hi/gov-career/status");

    render(<StatusLookup />, { locale: "hi" });
    expect(document.querySelector('label[for="applicationNumber"]')!.textContent).toContain(
      hi.govStatus.labels.applicationNumber,
    );
    expect(document.querySelector<HTMLInputElement>("#applicationNumber")!.value).toBe("APP261120ABCDEF");
    // The date of birth opens the application with the number: it is kept nowhere, and asked again.
    expect(document.querySelector<HTMLInputElement>("#dob")!.value).toBe("");
    expect(document.activeElement?.id).toBe("dob");
    const stored = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i)!),
    );
    expect(stored.join(" ")).toContain("APP261120ABCDEF");
    expect(stored.join(" ")).not.toContain("1998-04-15");
  });
});
