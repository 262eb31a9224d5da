// Display helpers: dates and times in IST, counts with Indian digit grouping.
export { formatIstDate } from "@/lib/dates";

export function formatIstDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

export const formatCount = (n: number) => n.toLocaleString("en-IN");

export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
