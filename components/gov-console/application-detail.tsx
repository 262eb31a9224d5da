"use client";

import { MailLog } from "@/components/decisions/mail-log";
import { useState } from "react";

import { DecisionDialog, type DecisionPrompt } from "@/components/decisions/decision-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { usePending } from "@/components/ui/use-pending";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import { decisionBlocker, GOV_ADMIN_MESSAGES, type GovApplicationStatusValue } from "@/lib/validation/gov-console";

import { Corrections } from "./corrections";
import { DetailSections } from "./detail-sections";
import { RefundDialog } from "./refund-dialog";
import { Timeline } from "./timeline";
import type { GovApplicationDetail } from "./types";
import { LoadError, useLoad } from "./use-load";

const decisions: { status: GovApplicationStatusValue; label: string; className: string }[] = [
  { status: "approved", label: "Approve", className: "bg-emerald-700 text-white hover:bg-emerald-800" },
  { status: "rejected", label: "Reject", className: "bg-red-700 text-white hover:bg-red-800" },
  { status: "pending", label: "Mark Pending", className: "bg-amber-500 text-slate-900 hover:bg-amber-600" },
  {
    status: "shortlisted",
    label: "Shortlist",
    className: "border border-indigo-700 text-indigo-800 hover:bg-indigo-50",
  },
  {
    status: "under_review",
    label: "Mark Under Review",
    className: "border border-sky-700 text-sky-800 hover:bg-sky-50",
  },
  { status: "cancelled", label: "Cancel application", className: "border border-red-700 text-red-800 hover:bg-red-50" },
];

/**
 * The question before a decision the applicant is e-mailed about, or one that takes back an
 * approval (and with it any call letter); null: sent at once.
 */
function decisionPrompt(
  status: GovApplicationStatusValue,
  app: Pick<GovApplicationDetail, "applicationNumber" | "status" | "callLetter">,
  send: DecisionPrompt["send"],
): DecisionPrompt | null {
  const { applicationNumber } = app;
  if (status === "approved") {
    return {
      kind: "confirm",
      title: `Approve application ${applicationNumber}?`,
      message: "The applicant is e-mailed that the application is approved and that the call letter will follow.",
      confirmLabel: "Approve",
      busyLabel: "Approving...",
      send,
    };
  }
  if (status === "rejected" || status === "cancelled") {
    const rejecting = status === "rejected";
    return {
      kind: "reason",
      title: `${rejecting ? "Reject" : "Cancel"} application ${applicationNumber}`,
      message: rejecting
        ? "The applicant is e-mailed that the application was rejected, with this reason."
        : "The applicant is e-mailed that the application was cancelled, with this reason, and that any fee paid will be refunded.",
      confirmLabel: rejecting ? "Reject" : "Cancel application",
      busyLabel: rejecting ? "Rejecting..." : "Cancelling...",
      send,
    };
  }
  if (app.status === "approved") {
    const label = decisions.find((d) => d.status === status)?.label ?? status;
    return {
      kind: "confirm",
      title: `${label}: take back the approval of ${applicationNumber}?`,
      message: app.callLetter.issuedAt
        ? "Its call letter has been issued: the applicant will no longer be able to download it, and is e-mailed the new status."
        : "The applicant is e-mailed the new status.",
      confirmLabel: label,
      busyLabel: "Saving...",
      send,
    };
  }
  return null;
}

type Props = {
  id: string;
  onClose: () => void;
  onDecided: (message: string) => void;
  /** Something the list and the dashboard show changed here (a refund, a call letter): read them again. */
  onChanged: () => void;
};

export function ApplicationDetail({ id, onClose, onDecided, onChanged }: Props) {
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const { data, error, retry } = useLoad(
    () => apiFetch<{ application: GovApplicationDetail }>(`/api/gov/applications/${id}`).then((r) => r.application),
    [id, version],
  );
  const [busy, run] = usePending<GovApplicationStatusValue | "reveal" | "call-letter">();
  const [revealed, setRevealed] = useState<{ aadharNo: string; panNo: string } | null>(null);
  const [prompt, setPrompt] = useState<DecisionPrompt | null>(null);
  const [refunding, setRefunding] = useState<GovApplicationDetail["payments"][number] | null>(null);

  const sendDecision = async (status: GovApplicationStatusValue, reason?: string) => {
    try {
      const res = await apiFetch<{ success: boolean; message: string }>(`/api/gov/applications/${id}/status`, {
        method: "PUT",
        // The status on screen: if another admin has decided meanwhile, the server refuses (409)
        // rather than overwrite their decision.
        body: { status, ...(reason ? { reason } : {}), ...(data ? { from: data.status } : {}) },
        fallback: GOV_ADMIN_MESSAGES.statusFailed,
      });
      onDecided(res.message);
    } catch (e) {
      // Refused for what the application is now (decided meanwhile, withdrawn, refunded...): show it.
      if (e instanceof ApiClientError && e.status === 409) {
        setVersion((v) => v + 1);
        onChanged();
      }
      throw e;
    }
  };

  async function decide(status: GovApplicationStatusValue, app: GovApplicationDetail) {
    const ask = decisionPrompt(status, app, (reason) => sendDecision(status, reason));
    if (ask) {
      setPrompt(ask);
      return;
    }
    try {
      await run(status, () => sendDecision(status));
    } catch (e) {
      toast.error(errorMessage(e, GOV_ADMIN_MESSAGES.statusFailed));
    }
  }

  async function reveal() {
    try {
      setRevealed(
        await run("reveal", () =>
          apiFetch<{ aadharNo: string; panNo: string }>(`/api/gov/applications/${id}/reveal`, { method: "POST" }),
        ),
      );
      setVersion((v) => v + 1); // the reveal now shows in the timeline
    } catch (e) {
      toast.error(errorMessage(e, "Failed to reveal"));
    }
  }

  async function issueCallLetter() {
    try {
      const res = await run("call-letter", () =>
        apiFetch<{ message: string }>(`/api/gov/applications/${id}/call-letter`, { method: "POST" }),
      );
      toast.success(res.message);
      setVersion((v) => v + 1);
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e, "Failed to issue the call letter"));
    }
  }

  return (
    <Dialog
      onClose={onClose}
      title={`Application ${data?.applicationNumber ?? ""}`}
      size="lg"
      footer={
        data ? (
          <div className="flex w-full flex-wrap gap-2">
            {decisions.map((d) => (
              <button
                key={d.status}
                type="button"
                // The server refuses these too (a withdrawn application; approving an unpaid one).
                disabled={busy !== null || data.status === d.status || decisionBlocker(data, d.status) !== null}
                title={decisionBlocker(data, d.status) ?? undefined}
                onClick={() => void decide(d.status, data)}
                className={`rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-50 ${d.className}`}
              >
                {busy === d.status ? "Updating..." : d.label}
              </button>
            ))}
            {[...new Set(decisions.map((d) => decisionBlocker(data, d.status)).filter(Boolean))].map((why) => (
              <p key={why} className="w-full text-xs text-slate-600">
                {why}
              </p>
            ))}
          </div>
        ) : null
      }
    >
      {error && !data ? <LoadError message={error} onRetry={retry} /> : null}
      {!data && !error ? <p className="text-slate-600">Loading...</p> : null}
      {data ? (
        <>
          <DetailSections
            app={data}
            revealed={revealed}
            onReveal={reveal}
            revealing={busy === "reveal"}
            onIssueCallLetter={issueCallLetter}
            issuing={busy === "call-letter"}
            onRefund={setRefunding}
          />
          <Corrections app={data} />
          <Timeline events={data.timeline} />
          <MailLog mails={data.mails} headingId={`mails-${data.id}`} />
        </>
      ) : null}
      <DecisionDialog prompt={prompt} onClose={() => setPrompt(null)} />
      {refunding ? (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(answer) => {
            setRefunding(null);
            if (answer.refund.status === "failed") toast.error(answer.message);
            else toast.success(answer.message);
            setVersion((v) => v + 1); // the payment's refund status and the timeline change
            onChanged(); // the list's Refunded line and Refund due filter, the dashboard's figures
          }}
        />
      ) : null}
    </Dialog>
  );
}
