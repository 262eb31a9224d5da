import { statusLabels } from "@/lib/validation/application-review";

import type { ConsoleApplicationDetail } from "./types";
import { formatIstDateTime } from "./format";
import { StatusBadge } from "./status";

/** The application's history: received, then every status change with who made it, when and why. */
export function StatusTimeline({
  appliedDate,
  entries,
}: {
  appliedDate: string;
  entries: ConsoleApplicationDetail["timeline"];
}) {
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" data-testid="status-timeline">
      <li className="relative">
        <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-slate-400" />
        <p className="text-sm text-slate-900">Application received</p>
        <p className="text-xs text-slate-500">{formatIstDateTime(appliedDate)}</p>
      </li>
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative" data-testid="timeline-entry">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-700" />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
            <span className="sr-only">
              Status changed from {e.from ? statusLabels[e.from] : "none"} to {statusLabels[e.to]}
            </span>
            <span aria-hidden="true" className="flex items-center gap-2">
              {e.from ? <StatusBadge status={e.from} /> : null}→<StatusBadge status={e.to} />
            </span>
          </p>
          {e.reason ? <p className="text-sm break-words text-slate-700">Reason: {e.reason}</p> : null}
          <p className="text-xs text-slate-500">
            {e.actor ?? "A former user"} · {formatIstDateTime(e.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
