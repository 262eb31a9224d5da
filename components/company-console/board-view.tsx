"use client";

import { useEffect, useRef, useState } from "react";

import { DecisionDialog, type DecisionPrompt } from "@/components/decisions/decision-dialog";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { reviewMessages, type StaffStatus, statusLabels } from "@/lib/validation/application-review";

import { BoardLanes } from "./board-lanes";
import { decisionPrompt } from "./decision-prompts";
import { formatCount } from "./format";
import { type View, VIEWS } from "./list-params";
import type { ConsoleApplication } from "./types";
import { type BoardFilter, useBoard } from "./use-board";

// The Applications tab's board for one job. A move (drag, keyboard or "Move to...") is the list's
// status change: the same request, the same questions first (a rejection's reason, a hire's
// confirmation) and the same e-mail. The card changes column only once the server agreed; a
// cancelled or failed move leaves it where it was, and says so.

type Notice = { tone: "info" | "error"; text: string };

export function BoardView({
  filter,
  jobTitle,
  refresh,
  onView,
  onSend,
}: {
  filter: BoardFilter;
  jobTitle: string;
  /** Changes when a status changed elsewhere in the console: the board reloads. */
  refresh: unknown;
  onView: (application: ConsoleApplication) => void;
  /** Sets the status (toasting success); throws on failure. */
  onSend: (application: ConsoleApplication, status: StaffStatus, reason?: string) => Promise<ConsoleApplication>;
}) {
  const board = useBoard(filter, refresh);
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<DecisionPrompt | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** A moved card, drawn anew in its new column: the keyboard stays on it. */
  const [refocus, setRefocus] = useState<string | null>(null);
  /** The move the open question is about, and whether it was sent. */
  const asking = useRef<{ application: ConsoleApplication; sent: boolean } | null>(null);

  async function send(application: ConsoleApplication, status: StaffStatus, reason?: string) {
    setBusyId(application.id);
    try {
      board.put(await onSend(application, status, reason));
      setNotice({ tone: "info", text: `${application.fullName} moved to ${statusLabels[status]}.` });
      setRefocus(application.id);
    } finally {
      setBusyId(null);
    }
  }

  useEffect(() => {
    if (!refocus) return;
    document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(refocus)}"]`)?.focus();
    // Once focused, forget it (this runs after the render that moved the card).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRefocus(null);
  }, [refocus, board.applications]);

  function move(application: ConsoleApplication, status: StaffStatus) {
    setNotice(null);
    const ask = decisionPrompt(status, { name: application.fullName }, async (reason) => {
      await send(application, status, reason);
      if (asking.current) asking.current.sent = true;
    });
    if (ask) {
      asking.current = { application, sent: false };
      setPrompt(ask);
      return;
    }
    send(application, status).catch((error) => {
      const message = errorMessage(error, reviewMessages.statusFailed);
      toast.error(message);
      setNotice({ tone: "error", text: `${message} ${stays(application)}` });
    });
  }

  function closePrompt() {
    const asked = asking.current;
    if (asked && !asked.sent) setNotice({ tone: "info", text: `Move cancelled. ${stays(asked.application)}` });
    asking.current = null;
    setPrompt(null);
  }

  const { applications, total } = board;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold text-slate-900">Board: {jobTitle}</h2>
        {applications && total > applications.length ? (
          <p className="text-sm text-slate-600">
            The newest {formatCount(applications.length)} of {formatCount(total)}; the list shows them all.
          </p>
        ) : null}
      </div>
      <p
        role="status"
        data-testid="board-notice"
        className={
          notice
            ? `rounded-md px-3 py-2 text-sm ${notice.tone === "error" ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-700"}`
            : "sr-only"
        }
      >
        {notice?.text}
      </p>
      {board.error ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
          <p>{board.error}</p>
          <button type="button" onClick={() => void board.reload()} className="mt-2 font-medium underline">
            Try again
          </button>
        </div>
      ) : !applications ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600" aria-busy>
          Loading...
        </p>
      ) : (
        <>
          <p className="text-xs text-slate-600 lg:hidden">Swipe sideways for more columns.</p>
          <div aria-busy={board.loading} aria-label={`Board for ${jobTitle}`} role="region">
            <BoardLanes applications={applications} busyId={busyId} onOpen={onView} onMove={move} />
          </div>
        </>
      )}
      <DecisionDialog prompt={prompt} onClose={closePrompt} />
    </div>
  );
}

const stays = (a: ConsoleApplication) => `${a.fullName} stays in ${statusLabels[a.status]}.`;

/** List | Board, for the chosen job (a pair of toggle buttons). */
export function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={`rounded px-3 py-1.5 text-sm font-medium ${view === v ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-50"}`}
        >
          {v === "list" ? "List" : "Board"}
        </button>
      ))}
    </div>
  );
}
