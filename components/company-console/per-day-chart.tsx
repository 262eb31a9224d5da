import { formatIstDate } from "@/lib/dates";

import { plural } from "./format";

// Applications per day for the last 30 days: an SVG bar chart for the eye, with the same figures
// in a table for screen readers.

type Day = { date: string; count: number };

const W = 900;
const H = 180;
const PAD_BOTTOM = 20;

const label = (date: string) => formatIstDate(new Date(`${date}T12:00:00+05:30`));

export function PerDayChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = W / days.length;
  const plot = H - PAD_BOTTOM;
  return (
    <figure>
      <figcaption className="sr-only">
        Applications per day, {label(days[0].date)} to {label(days[days.length - 1].date)}:{" "}
        {plural(total, "application")}.
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" data-testid="per-day-chart">
        <line x1="0" x2={W} y1={plot} y2={plot} className="stroke-slate-300" strokeWidth="1" />
        {days.map((d, i) => {
          const h = (d.count / max) * (plot - 12);
          return (
            <g key={d.date}>
              <rect
                x={i * slot + slot * 0.15}
                y={plot - h}
                width={slot * 0.7}
                height={Math.max(h, d.count > 0 ? 2 : 0)}
                rx="2"
                className="fill-brand-700"
              >
                <title>{`${label(d.date)}: ${plural(d.count, "application")}`}</title>
              </rect>
              {i % 5 === 4 || i === 0 ? (
                <text x={i * slot + slot / 2} y={H - 4} textAnchor="middle" className="fill-slate-500 text-[10px]">
                  {d.date.slice(8)}/{d.date.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
        <text x="2" y="10" className="fill-slate-500 text-[10px]">
          {max}
        </text>
      </svg>
      <table className="sr-only">
        <caption>Applications per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{label(d.date)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
