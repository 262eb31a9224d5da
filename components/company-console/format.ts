// Display helpers: dates and times in IST, counts with Indian digit grouping.
export { formatIstDate, formatIstDateTime } from "@/lib/dates";

export const formatCount = (n: number) => n.toLocaleString("en-IN");

export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
