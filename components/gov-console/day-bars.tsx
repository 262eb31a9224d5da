import type { DayPoint } from "@/lib/server/gov/console/stats";

import { formatDate } from "./format";

// Per-day bars for the last 30 days, drawn with CSS; the same figures are in a visually hidden
// table for screen readers.
export function DayBars({
  title,
  points,
  value,
  format,
}: {
  title: string;
  points: DayPoint[];
  value: (p: DayPoint) => number;
  format: (n: number) => string;
}) {
  const max = Math.max(1, ...points.map(value));
  const total = points.reduce((sum, p) => sum + value(p), 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 flex items-baseline justify-between text-sm font-semibold text-slate-800">
        <span>{title}</span>
        <span className="font-normal text-slate-500">Total {format(total)}</span>
      </figcaption>
      <div className="flex h-32 items-end gap-[2px]" aria-hidden="true">
        {points.map((p) => (
          <div
            key={p.date}
            title={`${formatDate(p.date)}: ${format(value(p))}`}
            className="flex-1 rounded-t bg-brand-600/80 hover:bg-brand-700"
            style={{ height: `${Math.max(value(p) > 0 ? 4 : 1, (value(p) / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{points[0] ? formatDate(points[0].date) : ""}</span>
        <span>{points.at(-1) ? formatDate(points.at(-1)!.date) : ""}</span>
      </div>
      <table className="sr-only">
        <caption>{title}, per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{formatDate(p.date)}</td>
              <td>{format(value(p))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
