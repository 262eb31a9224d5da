"use client";

import { useDraggable } from "@dnd-kit/core";

import { type StaffStatus, statusLabels } from "@/lib/validation/application-review";

import { movable, moveChoices } from "./board-columns";
import { PendingChoice, useDeliberateChoice } from "./deliberate-choice";
import { formatIstDate } from "./format";
import type { ConsoleApplication } from "./types";

// One application on the board. The card's face is the drag handle: a click or Enter opens the
// application, Space picks it up (then arrows, Space to drop, Escape to cancel), a mouse drags it
// and a finger drags it after a short press. "Move to..." below does the same without dragging.

export function BoardCard({
  application: a,
  busy,
  onOpen,
  onMove,
}: {
  application: ConsoleApplication;
  /** Its move is being sent: it cannot be picked up or moved again meanwhile. */
  busy: boolean;
  onOpen: () => void;
  onMove: (status: StaffStatus) => void;
}) {
  // Arrow keys on the closed "Move to..." only pick a column; Enter (or Apply) moves the card.
  const move = useDeliberateChoice<StaffStatus | "">({
    value: "",
    onChoose: (status) => status && onMove(status),
    ignore: busy,
  });
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: a.id,
    data: { application: a },
    disabled: busy || !movable(a.status),
  });
  return (
    <li
      data-testid="board-card"
      data-status={a.status}
      className={`rounded-lg border border-slate-200 bg-white shadow-sm ${isDragging ? "opacity-40" : ""} ${busy ? "animate-pulse" : ""}`}
    >
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        data-card-id={a.id}
        aria-label={`${a.fullName}, applied ${formatIstDate(new Date(a.appliedDate))}, ${statusLabels[a.status]}`}
        aria-busy={busy || undefined}
        onClick={onOpen}
        onKeyDown={(event) => {
          listeners?.onKeyDown?.(event);
          if (event.key === "Enter" && !isDragging && !event.defaultPrevented) {
            event.preventDefault();
            onOpen();
          }
        }}
        className="cursor-grab touch-manipulation rounded-t-lg px-3 pt-3 pb-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 active:cursor-grabbing"
      >
        <CardFace application={a} />
      </div>
      <div className="px-3 pb-3">
        {movable(a.status) ? (
          <>
            <label className="sr-only" htmlFor={`move-${a.id}`}>
              Move {a.fullName} to
            </label>
            <select
              id={`move-${a.id}`}
              {...move.selectProps}
              disabled={busy}
              className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs text-slate-700 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:opacity-60"
            >
              <option value="" disabled>
                {busy ? "Moving..." : "Move to..."}
              </option>
              {moveChoices(a.status).map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
            <div className="mt-2 empty:hidden">
              <PendingChoice
                choice={move.pending ? statusLabels[move.pending] : null}
                subject={`for ${a.fullName}`}
                hintId={move.hintId}
                onApply={move.apply}
                onCancel={move.cancel}
                busy={busy}
              />
            </div>
          </>
        ) : (
          <p className="text-xs text-slate-500">Withdrawn by the applicant</p>
        )}
      </div>
    </li>
  );
}

/** What a card shows: also the card under the pointer while dragging. */
export function CardFace({ application: a }: { application: ConsoleApplication }) {
  return (
    <>
      <p className="font-medium break-words text-slate-900">{a.fullName}</p>
      <p className="mt-0.5 text-xs text-slate-500">Applied {formatIstDate(new Date(a.appliedDate))}</p>
    </>
  );
}
