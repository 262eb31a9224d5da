import { describe, expect, it } from "vitest";

import {
  formatCount,
  formatIstDate,
  formatIstDateTime,
  formatIstTimestamp,
  isCalendarDate,
  istDateKey,
  istDateStamp,
  istDayEnd,
  istDayStart,
  istMonthStart,
  istToday,
  parseDateOnly,
  parseIstDateText,
  toDateOnly,
} from "@/lib/dates";

describe("IST calendar", () => {
  it("takes today's date from the Indian clock, not UTC", () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    expect(toDateOnly(istToday(new Date("2026-01-31T20:00:00Z")))).toBe("2026-02-01");
    expect(istDateKey(new Date("2026-01-31T18:29:59Z"))).toBe("2026-01-31");
    expect(istDateStamp(new Date("2026-01-31T18:30:00Z"))).toBe("260201");
  });

  it("opens a day at 00:00 IST and closes it at 23:59:59.999 IST", () => {
    const day = parseDateOnly("2026-03-04");
    expect(istDayStart(day).toISOString()).toBe("2026-03-03T18:30:00.000Z");
    expect(istDayEnd(day).toISOString()).toBe("2026-03-04T18:29:59.999Z");
  });

  it("starts the month at midnight IST on the 1st, even when UTC is still in the previous month", () => {
    expect(istMonthStart(new Date("2026-01-31T20:00:00Z")).toISOString()).toBe("2026-01-31T18:30:00.000Z");
    expect(istMonthStart(new Date("2026-03-15T10:00:00Z")).toISOString()).toBe("2026-02-28T18:30:00.000Z");
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("15-04-1998")).toBe(false);
  });
});

describe("IST formats", () => {
  it("shows an instant's Indian date and time", () => {
    const late = new Date("2026-03-05T20:05:00Z"); // 01:35 on 6 March in India
    expect(formatIstDate(late)).toBe("6 Mar 2026");
    expect(formatIstDate(late.toISOString())).toBe("6 Mar 2026");
    expect(formatIstDateTime(late)).toBe("6 Mar 2026, 1:35 am");
    expect(formatIstTimestamp(late)).toBe("2026-03-06 01:35:00");
  });

  it("shows a calendar date as that same date", () => {
    expect(formatIstDate("1994-03-12")).toBe("12 Mar 1994");
    expect(formatIstDate(parseDateOnly("1994-03-12"))).toBe("12 Mar 1994");
  });
});

describe("IST formats in Hindi", () => {
  it("names the month in Hindi, on the Indian calendar", () => {
    const late = new Date("2026-03-05T20:05:00Z"); // 01:35 on 6 March in India
    expect(formatIstDate(late, "hi")).toBe("6 मार्च 2026");
    expect(formatIstDate("1994-09-12", "hi")).toBe("12 सितंबर 1994");
    expect(formatIstDate(parseDateOnly("2026-11-30"), "hi")).toBe("30 नवंबर 2026");
  });

  it("says the time with the part of the day, in Hindi words only", () => {
    expect(formatIstDateTime(new Date("2026-03-05T20:05:00Z"), "hi")).toBe("6 मार्च 2026 को रात 1:35 बजे");
    expect(formatIstDateTime(new Date("2026-12-20T04:30:00Z"), "hi")).toBe("20 दिसंबर 2026 को सुबह 10:00 बजे");
    expect(formatIstDateTime("2026-12-20T11:30:00Z", "hi")).toBe("20 दिसंबर 2026 को शाम 5:00 बजे");
    // English keeps its own format.
    expect(formatIstDateTime(new Date("2026-12-20T11:30:00Z"), "en")).toBe("20 Dec 2026, 5:00 pm");
  });

  it("groups numbers the Indian way in both languages, with Latin digits", () => {
    expect(formatCount(1234567, "hi")).toBe("12,34,567");
    expect(formatCount(1234567, "en")).toBe("12,34,567");
  });
});

describe("reading an English date back", () => {
  it("reads what formatIstDate wrote in English, September's 'Sept' included", () => {
    for (const iso of ["2026-01-05", "2026-09-05", "2026-12-31"]) {
      const date = parseDateOnly(iso);
      expect(toDateOnly(parseIstDateText(formatIstDate(date))!)).toBe(iso);
    }
    expect(parseIstDateText("5 Sep 2026")?.toISOString()).toBe("2026-09-05T00:00:00.000Z");
  });

  it("refuses anything else", () => {
    expect(parseIstDateText("31 Feb 2026")).toBeNull();
    expect(parseIstDateText("5 Foo 2026")).toBeNull();
    expect(parseIstDateText("on 5 Mar 2026")).toBeNull();
    expect(parseIstDateText("2026-03-05")).toBeNull();
  });
});
