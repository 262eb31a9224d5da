import { formatDateTime } from "./format";
import type { GovApplicationDetail } from "./types";

// Every decision (who, from, to, when, why), each reveal of Aadhaar/PAN, submission and payment.
export function Timeline({ events }: { events: GovApplicationDetail["timeline"] }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-6">
      <h3 id="timeline-heading" className="mb-2 text-sm font-semibold text-slate-900 uppercase">
        Timeline
      </h3>
      <ol className="relative ml-2 border-l border-slate-200" data-testid="application-timeline">
        {events.map((e) => (
          <li key={e.id} className="mb-3 ml-4">
            <span
              aria-hidden="true"
              className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border border-white bg-brand-600"
            />
            <p className="text-sm text-slate-900">
              {e.text}
              {e.actor ? <span className="text-slate-600"> by {e.actor}</span> : null}
            </p>
            {e.reason ? <p className="text-sm break-words text-slate-700">Reason: {e.reason}</p> : null}
            <time dateTime={e.at} className="text-xs text-slate-500">
              {formatDateTime(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
