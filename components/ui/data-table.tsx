import { Button, type ButtonSize, type ButtonVariant } from "./button";

// A table from a column list. On screens below 640 px each row becomes a card of label/value pairs
// (the label is the column's, drawn by CSS so the cell's text stays the value); header cells that
// hold a control (a sort button, a select-all box) stay as a toolbar above the cards.

export type SortOrder = "asc" | "desc";

export type Column<T> = {
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** The label before the value on a card; defaults to `header` when that is text. "" for none. */
  label?: string;
  /** Makes the header a sort button that calls `onSort(sortKey)`. */
  sortKey?: string;
  /** The header holds a control (e.g. a select-all box): keep it on small screens. */
  headerControl?: boolean;
  align?: "left" | "right";
  /** Extra classes for this column's cells. */
  className?: string;
};

type RowProps = { "data-testid"?: string; className?: string };

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  sort,
  onSort,
  loading = false,
  loadingState = <p className="p-6 text-center text-sm text-slate-600">Loading...</p>,
  empty = <p className="p-8 text-center text-sm text-slate-600">Nothing to show.</p>,
  bordered = true,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  rowProps?: (row: T) => RowProps;
  sort?: { key: string; order: SortOrder };
  onSort?: (key: string) => void;
  /** Rows are (re)loading: the table is marked busy; with no rows yet, `loadingState` shows. */
  loading?: boolean;
  loadingState?: React.ReactNode;
  empty?: React.ReactNode;
  /** A rounded white frame around the table (off when the caller frames it). */
  bordered?: boolean;
}) {
  const frame = bordered ? "rounded-xl border border-slate-200 bg-white shadow-sm" : "";
  if (rows.length === 0) {
    return (
      <div className={frame} aria-busy={loading}>
        {loading ? loadingState : empty}
      </div>
    );
  }
  return (
    // relative: a visually hidden header (sr-only, absolutely placed) stays inside the scroll box
    // instead of widening the page (the gov tables at 200% zoom).
    <div className={`relative sm:overflow-x-auto ${frame}`} aria-busy={loading}>
      <table className="min-w-full text-left text-sm max-sm:block sm:divide-y sm:divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 max-sm:block max-sm:rounded-t-xl">
          <tr className="max-sm:flex max-sm:flex-wrap max-sm:gap-2 max-sm:px-3 max-sm:py-2 max-sm:empty:hidden">
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3 max-sm:p-3 sm:divide-y sm:divide-slate-100">
          {rows.map((row, index) => {
            const { className = "", ...attrs } = rowProps?.(row) ?? {};
            return (
              <tr
                key={rowKey(row, index)}
                {...attrs}
                className={`max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-3 max-sm:py-2 ${className}`}
              >
                {columns.map((c) => {
                  const label = c.label ?? (typeof c.header === "string" ? c.header : "");
                  return (
                    <td
                      key={c.key}
                      data-label={label || undefined}
                      className={`px-4 py-3 align-top max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:text-right ${label ? "max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-sans max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]" : ""} ${c.align === "right" ? "sm:text-right" : ""} ${c.className ?? ""}`}
                    >
                      {c.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<T>({
  column: c,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort?: { key: string; order: SortOrder };
  onSort?: (key: string) => void;
}) {
  const sortable = c.sortKey !== undefined && onSort !== undefined;
  const active = sortable && sort?.key === c.sortKey;
  const keep = sortable || c.headerControl;
  return (
    <th
      scope="col"
      aria-sort={sortable ? (active ? (sort!.order === "asc" ? "ascending" : "descending") : "none") : undefined}
      className={`px-4 py-3 font-semibold whitespace-nowrap text-slate-700 ${c.align === "right" ? "text-right" : ""} ${keep ? "max-sm:p-0" : "max-sm:hidden"}`}
    >
      {sortable ? (
        <button
          type="button"
          onClick={() => onSort(c.sortKey!)}
          className="inline-flex items-center gap-1 rounded hover:text-brand-700 max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-2 max-sm:py-1 max-sm:text-xs"
        >
          {c.header}
          <span aria-hidden="true" className={active ? "text-brand-700" : "text-slate-400"}>
            {active ? (sort!.order === "asc" ? "▲" : "▼") : "↕"}
          </span>
        </button>
      ) : (
        c.header
      )}
    </th>
  );
}

export type RowAction = {
  label: string;
  /** The accessible name, naming the row: "Edit Priya Sharma". */
  name: string;
  onClick: () => void;
  variant?: ButtonVariant;
  /** Its work in progress (Button's busy), saying so with busyLabel. */
  busy?: boolean;
  busyLabel?: string;
};

/** A row's action buttons, right-aligned (at the foot of the card on small screens). */
export function RowActions({ actions, size = "sm" }: { actions: RowAction[]; size?: ButtonSize }) {
  return (
    <div className="flex flex-wrap justify-end gap-1 max-sm:w-full">
      {actions.map((a) => (
        <Button
          key={a.label}
          variant={a.variant ?? "ghost"}
          size={size}
          onClick={a.onClick}
          aria-label={a.name}
          busy={a.busy}
          busyLabel={a.busyLabel}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
