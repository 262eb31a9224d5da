"use client";

import { AsyncButton } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import type { MailOverview } from "@/lib/server/platform/mail-admin";

import { RefreshError, type Refreshing } from "./refresh-error";

/**
 * Outgoing e-mail: how much is waiting and sent, and every message that failed its five tries with
 * the mail server's last answer, each with "Send again" once the server is fixed.
 */
export function MailPanel({
  mail,
  onChanged,
  refreshing,
}: {
  mail: MailOverview;
  /** An e-mail was queued again: the figures are read again. */
  onChanged: () => void;
  refreshing?: Refreshing;
}) {
  const toast = useToast();
  const figures: [string, number, string][] = [
    ["Waiting", mail.queued, "mail-queued"],
    ["Sent", mail.sent, "mail-sent"],
    ["Failed", mail.failed, "mail-failed"],
  ];
  return (
    <SectionCard
      id="outgoing-mail"
      title="Outgoing E-mail"
      description="Each e-mail is tried 5 times, with longer waits between tries, before it is marked failed."
    >
      <RefreshError what="the e-mail figures" {...refreshing} />
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center first:mt-0" aria-busy={refreshing?.updating}>
        {figures.map(([label, value, testId]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {mail.recentFailures.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No failed e-mails.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Failed e-mails">
          {mail.recentFailures.map((m) => (
            <li key={m.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{m.subject}</p>
                <p className="break-all text-slate-600">To {m.to}</p>
                <p className="text-slate-600" suppressHydrationWarning>
                  {formatDateTime(m.createdAt)} · {m.attempts} tries
                </p>
                {m.lastError && <p className="break-words text-red-700">{m.lastError}</p>}
              </div>
              <AsyncButton
                variant="secondary"
                size="sm"
                // Each names its e-mail: a list of identical "Send again" buttons cannot be told apart.
                aria-label={`Send again: ${m.subject}, to ${m.to}`}
                onClick={async () => {
                  try {
                    const answer = await apiFetch<{ message: string }>(`/api/admin/mail/${m.id}/retry`, {
                      method: "POST",
                    });
                    toast.success(answer.message);
                    onChanged();
                  } catch (error) {
                    toast.error("Could not queue the e-mail again", error);
                  }
                }}
              >
                Send again
              </AsyncButton>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
