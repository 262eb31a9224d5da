// Dates are stored in UTC and shown in IST (UTC+05:30, no daylight saving).
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's calendar date in India, as a UTC-midnight Date (the form @db.Date columns use). */
export function istToday(now = new Date()): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** A calendar date (UTC midnight) closes at 23:59:59.999 IST that day. */
export function endOfIstDay(date: Date): Date {
  return new Date(date.getTime() + 86_400_000 - IST_OFFSET_MS - 1);
}

export function parseDateOnly(value: string): Date {
  const [y, m, d] = value.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function formatIstDate(date: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}
