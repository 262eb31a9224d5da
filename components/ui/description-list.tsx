const layouts = {
  /** Labels in one column, values beside them. */
  grid: {
    // minmax(0, 1fr): a long unbroken value (an e-mail address) wraps instead of widening the page.
    list: "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5",
    item: "contents",
    term: "text-slate-500",
    detail: "wrap-anywhere text-slate-800",
  },
  /** One "Label: value" line per pair. */
  inline: { list: "space-y-1", item: "flex gap-1.5", term: "font-medium text-slate-500", detail: "text-slate-800" },
  /** One ruled row per pair, the label in the first third (a receipt, an applicant's details). */
  rows: {
    list: "divide-y divide-slate-100",
    item: "grid grid-cols-3 gap-3 py-2",
    term: "break-words text-slate-500",
    detail: "col-span-2 break-words text-slate-900",
  },
  /** Each pair on its own tile, three across on wider screens. */
  tiles: {
    list: "grid gap-3 sm:grid-cols-3",
    item: "rounded-lg bg-slate-50 px-3 py-2",
    term: "text-slate-500",
    detail: "font-medium text-slate-900",
  },
} as const;

export type DescriptionItem = [label: string, value: React.ReactNode];

/** Label/value pairs (a job's facts, an order's details). */
export function DescriptionList({
  items,
  layout = "grid",
  className = "",
}: {
  items: DescriptionItem[];
  layout?: keyof typeof layouts;
  className?: string;
}) {
  const classes = layouts[layout];
  return (
    <dl className={`text-sm ${classes.list} ${className}`}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.item}>
          <dt className={classes.term}>
            {label}
            {layout === "inline" ? ":" : null}
          </dt>
          <dd className={classes.detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
