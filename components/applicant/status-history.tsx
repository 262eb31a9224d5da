import { formatIstDateTime } from "@/lib/dates";

export type HistoryItem = { status: string; label: string; reason: string | null; by: string; at: string };

const byWords: Record<string, string> = { applicant: "by you", staff: "by our team", system: "automatically" };

/** An application's status history, oldest first ("Submitted" first), with reasons. */
export function StatusHistory({ history, labelledBy }: { history: HistoryItem[]; labelledBy?: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
      {history.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.32rem] h-2 w-2 rounded-full bg-brand-600" />
          <span className="font-medium text-slate-900">{entry.label}</span>{" "}
          <span className="text-slate-600">
            <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
            {i > 0 && byWords[entry.by] ? `, ${byWords[entry.by]}` : ""}
          </span>
          {entry.reason && <p className="mt-0.5 text-slate-700">Reason: {entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
