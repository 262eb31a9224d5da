import { statusLabels } from "@/lib/validation/application-review";

import type { ActivityEntry } from "./activity";
import type { ConsoleApplicationDetail } from "./types";
import { formatIstDateTime } from "./format";
import { StatusBadge } from "./status";

type StatusEntry = ConsoleApplicationDetail["timeline"][number];
type Row = { at: string; status?: StatusEntry; activity?: ActivityEntry };

/**
 * The application's history: received, then every status change with who made it, when and why,
 * merged by time with the reviewers' notes, ratings and interview events (`activity`).
 */
export function StatusTimeline({
  appliedDate,
  firstAppliedDate = null,
  entries,
  activity = [],
}: {
  appliedDate: string;
  /** An application made again after a withdrawal: when it was first made (the return is an entry). */
  firstAppliedDate?: string | null;
  entries: StatusEntry[];
  activity?: ActivityEntry[];
}) {
  const rows: Row[] = [
    ...entries.map((status) => ({ at: status.at, status })),
    ...activity.map((a) => ({ at: a.at, activity: a })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" data-testid="status-timeline">
      <li className="relative">
        <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-slate-400" />
        <p className="text-sm text-slate-900">Application received</p>
        <p className="text-xs text-slate-500">{formatIstDateTime(firstAppliedDate ?? appliedDate)}</p>
      </li>
      {rows.map(({ status: e, activity: a }, i) =>
        a ? (
          <li key={`${a.at}-${i}`} className="relative" data-testid="timeline-activity">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-amber-500"
            />
            <p className="text-sm break-words whitespace-pre-line text-slate-900">{a.text}</p>
            <p className="text-xs text-slate-500">
              {a.actor ?? "A former user"} · {formatIstDateTime(a.at)}
            </p>
          </li>
        ) : e ? (
          <li key={`${e.at}-${i}`} className="relative" data-testid="timeline-entry">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-700"
            />
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
        ) : null,
      )}
    </ol>
  );
}
