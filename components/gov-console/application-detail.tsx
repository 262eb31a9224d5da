"use client";

import { useId, useState } from "react";

import { Modal } from "@/components/careers/modal";
import { GOV_ADMIN_MESSAGES, type GovApplicationStatusValue } from "@/lib/validation/gov-admin";

import { api, RequestError, type GovApplicationDetail } from "./api";
import { DetailSections } from "./detail-sections";
import { Timeline } from "./timeline";
import { LoadError, useLoad } from "./use-load";

type Notify = (kind: "success" | "error", text: string) => void;

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
];

export function ApplicationDetail({
  id,
  onClose,
  onDecided,
  notify,
}: {
  id: string;
  onClose: () => void;
  onDecided: (message: string) => void;
  notify: Notify;
}) {
  const titleId = useId();
  const [version, setVersion] = useState(0);
  const { data, error, retry } = useLoad(
    () => api<{ application: GovApplicationDetail }>(`/api/gov/applications/${id}`).then((r) => r.application),
    [id, version],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<{ aadharNo: string; panNo: string } | null>(null);

  async function decide(status: GovApplicationStatusValue) {
    setBusy(status);
    try {
      const res = await api<{ success: boolean; message: string }>(`/api/gov/applications/${id}/status`, {
        method: "PUT",
        body: JSON.stringify({ status }),
      });
      onDecided(res.message);
    } catch (e) {
      notify(
        "error",
        e instanceof RequestError ? e.message : e instanceof Error ? e.message : GOV_ADMIN_MESSAGES.statusFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  async function reveal() {
    setBusy("reveal");
    try {
      setRevealed(
        await api<{ aadharNo: string; panNo: string }>(`/api/gov/applications/${id}/reveal`, { method: "POST" }),
      );
      setVersion((v) => v + 1); // the reveal now shows in the timeline
    } catch (e) {
      notify("error", e instanceof Error ? e.message : "Failed to reveal");
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal titleId={titleId} onClose={onClose}>
      <div className="max-h-[90vh] overflow-y-auto p-6">
        <h2 id={titleId} className="pr-10 text-lg font-bold text-slate-900">
          Application {data?.applicationNumber ?? ""}
        </h2>
        {error && !data ? <LoadError message={error} onRetry={retry} /> : null}
        {!data && !error ? <p className="mt-4 text-slate-600">Loading...</p> : null}
        {data ? (
          <>
            <DetailSections app={data} revealed={revealed} onReveal={reveal} revealing={busy === "reveal"} />
            <Timeline events={data.timeline} />
            <div className="sticky bottom-0 mt-6 flex flex-wrap gap-2 border-t border-slate-200 bg-white pt-4">
              {decisions.map((d) => (
                <button
                  key={d.status}
                  type="button"
                  disabled={busy !== null || data.status === d.status}
                  onClick={() => decide(d.status)}
                  className={`rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-50 ${d.className}`}
                >
                  {busy === d.status ? "Updating..." : d.label}
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
