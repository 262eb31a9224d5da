// orderNotDue with the difference a correction leaves: the normal flow is unchanged.
import { describe, expect, it } from "vitest";

import { orderNotDue } from "@/lib/server/payments/ledger";

describe("orderNotDue", () => {
  it.each([
    ["unpaid, the fee's order", { paymentStatus: "pending", feePaise: 500, feeDuePaise: 0 }, 500, null],
    ["unpaid, an order for an old fee", { paymentStatus: "pending", feePaise: 500, feeDuePaise: 0 }, 300, "stale"],
    ["failed, the fee's order", { paymentStatus: "failed", feePaise: 500, feeDuePaise: 0 }, 500, null],
    ["paid, nothing due", { paymentStatus: "completed", feePaise: 500, feeDuePaise: 0 }, 500, "paid"],
    ["paid, the difference's order", { paymentStatus: "completed", feePaise: 500, feeDuePaise: 200 }, 200, null],
    ["paid, an order of the whole fee", { paymentStatus: "completed", feePaise: 500, feeDuePaise: 200 }, 500, "paid"],
    ["exempt, nothing due", { paymentStatus: "exempt", feePaise: 0, feeDuePaise: 0 }, 100, "exempt"],
    ["exempt, then a fee by correction", { paymentStatus: "exempt", feePaise: 100, feeDuePaise: 100 }, 100, null],
  ] as const)("%s", (_, application, amountPaise, expected) => {
    expect(orderNotDue({ status: "pending", ...application }, { amountPaise })).toBe(expected);
  });

  it.each(["withdrawn", "cancelled", "rejected"])("a %s application's fee is not due", (status) => {
    const unpaid = { status, paymentStatus: "pending", feePaise: 500, feeDuePaise: 0 } as const;
    expect(orderNotDue(unpaid, { amountPaise: 500 })).toBe("closed");
    expect(orderNotDue({ ...unpaid, paymentStatus: "completed", feeDuePaise: 200 }, { amountPaise: 200 })).toBe(
      "closed",
    );
  });
});
