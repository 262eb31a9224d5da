// Display formats shared by the staff dashboards and the applicant's documents (client-safe). Dates
// come from lib/dates (IST).
import { formatIstDate, formatIstDateTime, parseDateOnly } from "@/lib/dates";

/** "1994-03-12" -> "12 Mar 1994"; nothing (or not a date) -> null, for optional fields. */
export function formatDateOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseDateOnly(value.slice(0, 10));
  return Number.isNaN(date.getTime()) ? null : formatIstDate(date);
}

/** "5 Mar 2026, 3:05 pm IST": the zone spelled out where staff compare times. */
export function formatDateTime(value: string): string {
  return `${formatIstDateTime(value)} IST`;
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "Unknown";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (days) return `${days}d ${hours}h ${minutes}m`;
  if (hours) return `${hours}h ${minutes}m`;
  return `${minutes}m ${totalSeconds % 60}s`;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A recruiting body with its place, each named once: "District Collectorate, Gaya" in "Gaya, Bihar"
 * is "District Collectorate, Gaya, Bihar" (the receipt, the application PDF and the call letter).
 */
export function organisationWithPlace(organisation: string, location: string): string {
  const named = organisation.split(",").map((part) => part.trim().toLowerCase());
  const place = location.split(",").map((part) => part.trim());
  const placeLower = place.map((part) => part.toLowerCase());
  // How many of the place's first parts already close the organisation's name ("Gaya" of "Gaya, Bihar").
  let skip = Math.min(place.length, named.length - 1);
  while (skip > 0 && named.slice(-skip).join(",") !== placeLower.slice(0, skip).join(",")) skip -= 1;
  const rest = place.slice(skip).filter(Boolean);
  return rest.length ? `${organisation.trim()}, ${rest.join(", ")}` : organisation.trim();
}
