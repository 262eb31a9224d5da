// A small bar chart (one bar per day, say), drawn with CSS for the eye; the same figures are in a
// visually hidden table for screen readers.

export type Bar = { key: string; label: string; value: number };

export function BarChart({
  title,
  bars,
  format = (n) => n.toLocaleString("en-IN"),
}: {
  title: string;
  bars: Bar[];
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <figure>
      <figcaption className="mb-3 flex items-baseline justify-between gap-3 text-sm font-semibold text-slate-800">
        <span>{title}</span>
        <span className="font-normal text-slate-500">Total {format(total)}</span>
      </figcaption>
      <div className="flex h-32 items-end gap-[2px]" aria-hidden="true">
        {bars.map((b) => (
          <div
            key={b.key}
            title={`${b.label}: ${format(b.value)}`}
            className="flex-1 rounded-t bg-brand-600/80 hover:bg-brand-700"
            style={{ height: `${Math.max(b.value > 0 ? 4 : 1, (b.value / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </div>
      {/* In a clipped box: a table ignores the 1 px height sr-only gives it, and its rows' height
          would stretch the page's scroll area below the chart. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <td>{b.label}</td>
                <td>{format(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
