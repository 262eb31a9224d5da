import {
  type ApplicationStatus,
  STAFF_STATUSES,
  type StaffStatus,
  statusLabels,
} from "@/lib/validation/application-review";

// The board's rules, apart from the drag and drop: one column per status in the pipeline's order,
// and which moves are status changes. Only the applicant withdraws, so the Withdrawn column shows
// those applications but takes no drops, and its cards stay where they are: a withdrawn application
// is closed (the server refuses to change its status).

export const BOARD_COLUMNS = [...STAFF_STATUSES, "withdrawn"] as const satisfies readonly ApplicationStatus[];

export function acceptsDrop(column: ApplicationStatus): column is StaffStatus {
  return (STAFF_STATUSES as readonly string[]).includes(column);
}

/** The status to send for a card dropped on `target`, or null when nothing changes. */
export function moveTarget(from: ApplicationStatus, target: unknown): StaffStatus | null {
  if (typeof target !== "string" || target === from || !movable(from)) return null;
  const column = BOARD_COLUMNS.find((c) => c === target);
  return column && acceptsDrop(column) ? column : null;
}

/** Where a card moves to from `from` in the "Move to..." menu: every other column taking drops. */
export function moveChoices(from: ApplicationStatus): StaffStatus[] {
  return movable(from) ? STAFF_STATUSES.filter((s) => s !== from) : [];
}

/** Whether staff can move an application at all: not once the applicant has withdrawn it. */
export function movable(status: ApplicationStatus): boolean {
  return status !== "withdrawn";
}

/** The applications in each column, keeping their order (newest first as loaded). */
export function groupByStatus<T extends { status: ApplicationStatus }>(
  applications: readonly T[],
): Record<ApplicationStatus, T[]> {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, [] as T[]])) as Record<ApplicationStatus, T[]>;
  for (const a of applications) columns[a.status].push(a);
  return columns;
}

/**
 * The column a keyboard move lands on: the next one taking drops in `direction` (1 right, -1
 * left) from `current`, or null at the end of the row.
 */
export function neighbourColumn(current: ApplicationStatus, direction: 1 | -1): StaffStatus | null {
  for (let i = BOARD_COLUMNS.indexOf(current) + direction; i >= 0 && i < BOARD_COLUMNS.length; i += direction) {
    const column = BOARD_COLUMNS[i];
    if (acceptsDrop(column)) return column;
  }
  return null;
}

/** What a screen reader hears while a card is carried over a column. */
export function overMessage(name: string, from: ApplicationStatus, over: unknown): string {
  if (typeof over !== "string" || over === from) return `${name} is over its own column, ${statusLabels[from]}.`;
  const to = moveTarget(from, over);
  return to
    ? `${name} is over ${statusLabels[to]}. Drop to move it there.`
    : `${name} cannot be dropped on ${columnLabel(over)}.`;
}

export function columnLabel(column: string): string {
  return statusLabels[column as ApplicationStatus] ?? column;
}
