// Dates are stored in UTC and shown in IST (Asia/Kolkata: UTC+05:30 all year, no daylight saving).
// A calendar date (a @db.Date column, a "YYYY-MM-DD" string) is a Date at UTC midnight. Client-safe.

export const IST_TIME_ZONE = "Asia/Kolkata";
/** How far IST is ahead of UTC; SQL adds it to a timestamp to get the Indian date. */
export const IST_OFFSET_MINUTES = 330;

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A calendar date (UTC midnight) plus whole months; the 31st becomes the month's last day when it has none. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), lastDay)));
}

/** "2026-03-05" -> that calendar date (UTC midnight). No validation: see isCalendarDate. */
export function parseDateOnly(value: string): Date {
  const [y, m, d] = value.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** A calendar date -> "2026-03-05". */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar date "YYYY-MM-DD" (2023-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const date = parseDateOnly(value);
  return !Number.isNaN(date.getTime()) && toDateOnly(date) === value;
}

/** The calendar date in India at an instant (now by default), as a UTC-midnight Date. */
export function istToday(now = new Date()): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

/** The year in India now. */
export function istYear(now = new Date()): number {
  return istToday(now).getUTCFullYear();
}

/** Today's date in India as "2026-03-05". */
export function istDateKey(now = new Date()): string {
  return toDateOnly(istToday(now));
}

/** Today's date in India as "260305" (yymmdd), for reference numbers. */
export function istDateStamp(now = new Date()): string {
  return istDateKey(now).slice(2).replaceAll("-", "");
}

/** 00:00 IST on a calendar date, as a UTC instant. */
export function istDayStart(date: Date): Date {
  return new Date(date.getTime() - IST_OFFSET_MS);
}

/** 23:59:59.999 IST on a calendar date, as a UTC instant: a deadline that day is still open. */
export function istDayEnd(date: Date): Date {
  return new Date(istDayStart(addDays(date, 1)).getTime() - 1);
}

/** Whether the instant `now` (ms) is past the IST day "YYYY-MM-DD" (a last date): after its 23:59:59.999. */
export function isPastIstDay(date: string, now: number): boolean {
  return now > istDayEnd(parseDateOnly(date)).getTime();
}

/** 00:00 IST on the 1st of the Indian month an instant falls in, as a UTC instant. */
export function istMonthStart(now = new Date()): Date {
  const today = istToday(now);
  return istDayStart(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
}

// Per site language: English "5 Mar 2026", Hindi "5 मार्च 2026" (both on the IST calendar).
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
};
const INTL_LOCALE = { en: "en-IN", hi: "hi-IN" } as const;
export type DisplayLocale = keyof typeof INTL_LOCALE;
// Built on first use, not when the module loads: pages that import this module for one helper
// (the home page's counters) would otherwise load ICU's zone and locale data while they hydrate
// (docs/architecture.md, "Hydration formats nothing with Intl").
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: DisplayLocale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}${withTime ? "+time" : ""}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = withTime
      ? { ...DATE_OPTIONS, hour: "numeric", minute: "2-digit" }
      : DATE_OPTIONS;
    // CLDR's short Hindi months are cut with a sign ("नव॰"); the full name reads better. Its Hindi
    // time says "am"/"pm" in Latin letters: the part of the day ("सुबह 10:00 बजे") is how the
    // catalogue words times.
    format = new Intl.DateTimeFormat(
      INTL_LOCALE[locale],
      locale === "hi" ? { ...options, month: "long", ...(withTime && { dayPeriod: "short" }) } : options,
    );
    formatters.set(key, format);
  }
  return format;
}

/**
 * "5 Mar 2026" ("5 मार्च 2026" in Hindi): the Indian date of an instant (Date or ISO string). A
 * calendar date ("2026-03-05" or a UTC-midnight Date) shows as that same date, since its midnight
 * is 05:30 IST.
 */
export function formatIstDate(value: Date | string, locale: DisplayLocale = "en"): string {
  return formatter(locale, false).format(new Date(value));
}

/** "5 Mar 2026, 3:05 pm" ("5 मार्च 2026 को दोपहर 3:05 बजे"): an instant (Date or ISO string) on the Indian clock. */
export function formatIstDateTime(value: Date | string, locale: DisplayLocale = "en"): string {
  return formatter(locale, true).format(new Date(value));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ENGLISH_DATE = /^(\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4})$/;

/**
 * An English date as formatIstDate wrote it ("5 Mar 2026", "5 Sept 2026") -> that calendar date
 * (UTC midnight), or null: a sentence written in English on the server (a stored reason, an API
 * message) can show its date in another language.
 */
export function parseIstDateText(text: string): Date | null {
  const match = ENGLISH_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2].slice(0, 3)) : -1;
  if (!match || month < 0) return null;
  const date = new Date(Date.UTC(Number(match[3]), month, Number(match[1])));
  return date.getUTCDate() === Number(match[1]) ? date : null;
}

/** "1,23,456": Indian digit grouping in either language (Hindi pages keep Latin digits). */
export function formatCount(value: number, locale: DisplayLocale = "en"): string {
  return value.toLocaleString(INTL_LOCALE[locale]);
}

/** "2026-03-05 15:05:00": an instant on the Indian clock, sortable, for spreadsheets. */
export function formatIstTimestamp(value: Date): string {
  return new Date(value.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-20T10:30" (a datetime-local input, read as IST) -> the instant, or null when malformed. */
export function parseIstDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  return new Date(parseDateOnly(match[1]).getTime() + (hours * 60 + minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** The instant as a datetime-local value in IST ("2026-12-20T10:30"). */
export function toIstDateTimeInput(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
