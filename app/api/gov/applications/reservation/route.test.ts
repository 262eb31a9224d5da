import { describe, expect, it } from "vitest";

import { reservedNumber } from "@/lib/server/gov/tokens";
import { call } from "@/lib/testing/fixtures";

import { GET } from "./route";

type Reservation = { applicationNumber: string; token: string; checkout: { mode: string; keyId: string | null } };

describe("GET /api/gov/applications/reservation", () => {
  it("gives each form its own signed application number and the payment mode, never cached", async () => {
    const first = await call(GET, { path: "/api/gov/applications/reservation" });
    const second = await call(GET, { path: "/api/gov/applications/reservation" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    const a = first.json as unknown as Reservation;
    const b = second.json as unknown as Reservation;
    expect(a.applicationNumber).toMatch(/^APP\d{6}[0-9A-Z]{6}$/);
    expect(b.applicationNumber).not.toBe(a.applicationNumber);
    // The server accepts the number on submit only with its own token.
    expect(reservedNumber(a.applicationNumber, a.token)).toBe(a.applicationNumber);
    expect(reservedNumber(a.applicationNumber, b.token)).toBeNull();
    expect(a.checkout).toEqual({ mode: "test", keyId: null });
  });
});
