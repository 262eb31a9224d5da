// Dates as the console shows them: instants on the Indian clock, calendar dates as entered.
export { formatIstDate as formatDate, formatIstDateTime as formatDateTime } from "@/lib/dates";
