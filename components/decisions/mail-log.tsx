import { formatDateTime } from "@/lib/format";
import type { MailLogEntry } from "@/lib/server/platform/mail";

const state: Record<MailLogEntry["status"], [string, string]> = {
  sent: ["Delivered", "text-emerald-700"],
  queued: ["Waiting to be sent", "text-slate-600"],
  failed: ["Failed", "text-red-700"],
};

/** The e-mails sent to an applicant (decisions, confirmations), newest first: did they reach them? */
export function MailLog({ mails, headingId }: { mails: MailLogEntry[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        E-mails to the applicant
      </h3>
      {mails.length === 0 ? (
        <p className="text-sm text-slate-500">None sent yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="mail-log">
          {mails.map((m) => {
            const [label, colour] = state[m.status];
            return (
              <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 break-words text-slate-900">{m.subject}</span>
                <span className={`text-xs ${colour}`} suppressHydrationWarning>
                  {label}
                  {m.status === "failed" ? ` after ${m.attempts} tries` : ""} ·{" "}
                  {formatDateTime(m.sentAt ?? m.createdAt)}
                  {m.status === "failed" && m.lastError ? <span className="block">{m.lastError}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
