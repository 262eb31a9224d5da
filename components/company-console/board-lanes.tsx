"use client";

import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useState } from "react";

import { type ApplicationStatus, type StaffStatus, statusLabels } from "@/lib/validation/application-review";

import { BoardCard, CardFace } from "./board-card";
import { acceptsDrop, BOARD_COLUMNS, groupByStatus, moveTarget, neighbourColumn, overMessage } from "./board-columns";
import { StatusBadge } from "./status";
import type { ConsoleApplication } from "./types";

// The columns and the drag and drop (@dnd-kit): mouse, touch (after a short press, so a swipe still
// scrolls) and keyboard, with what a screen reader hears at each step. A drop only asks `onMove`:
// the card changes column when the board's data does, so a cancelled or failed move leaves it home.

const appOf = (data: { current?: Record<string, unknown> } | undefined) =>
  data?.current?.application as ConsoleApplication | undefined;

// Left and right jump to the neighbouring column that takes drops (the default moves 25 px a press).
const columnKeys: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (!direction) return;
  event.preventDefault();
  const from = (context.over?.id ?? appOf(context.active?.data)?.status) as ApplicationStatus | undefined;
  const to = from && neighbourColumn(from, direction);
  const rect = to ? context.droppableRects.get(to) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 40 } : undefined;
};

// The pointer's column; for the keyboard (no pointer) the column the card overlaps most.
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const a = appOf(active.data);
    return a && `Picked up ${a.fullName}, in ${statusLabels[a.status]}.`;
  },
  onDragOver: ({ active, over }) => {
    const a = appOf(active.data);
    return a && overMessage(a.fullName, a.status, over?.id);
  },
  onDragEnd: ({ active, over }) => {
    const a = appOf(active.data);
    if (!a) return;
    const to = moveTarget(a.status, over?.id);
    return to
      ? `${a.fullName} dropped on ${statusLabels[to]}.`
      : `${a.fullName} dropped. It stays in ${statusLabels[a.status]}.`;
  },
  onDragCancel: ({ active }) => {
    const a = appOf(active.data);
    return a && `Move cancelled. ${a.fullName} stays in ${statusLabels[a.status]}.`;
  },
};

const instructions = {
  draggable:
    "Press Enter to open the application. To move it, press Space, choose a column with the left and right arrow keys, then press Space to drop it there or Escape to cancel.",
};

export function BoardLanes({
  applications,
  busyId,
  onOpen,
  onMove,
}: {
  applications: ConsoleApplication[];
  busyId: string | null;
  onOpen: (application: ConsoleApplication) => void;
  onMove: (application: ConsoleApplication, status: StaffStatus) => void;
}) {
  const [dragging, setDragging] = useState<ConsoleApplication | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeys,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );
  const columns = groupByStatus(applications);

  function drop({ active, over }: DragEndEvent) {
    setDragging(null);
    const a = appOf(active.data);
    const to = a && moveTarget(a.status, over?.id);
    if (a && to) onMove(a, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active }) => setDragging(appOf(active.data) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={drop}
    >
      <div
        className="relative -mx-4 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:mx-0 sm:px-0"
        data-testid="board-scroll"
      >
        <div className="flex min-w-max gap-3 lg:min-w-0">
          {BOARD_COLUMNS.map((status) => (
            <Lane key={status} status={status} count={columns[status].length}>
              {columns[status].map((a) => (
                <BoardCard
                  key={a.id}
                  application={a}
                  busy={busyId === a.id}
                  onOpen={() => onOpen(a)}
                  onMove={(to) => onMove(a, to)}
                />
              ))}
            </Lane>
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <div className="border-brand-300 rotate-1 cursor-grabbing rounded-lg border bg-white px-3 pt-3 pb-2 shadow-lg">
            <CardFace application={dragging} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function Lane({ status, count, children }: { status: ApplicationStatus; count: number; children: React.ReactNode }) {
  const open = acceptsDrop(status);
  const { setNodeRef, isOver, active } = useDroppable({ id: status, disabled: !open });
  const target = open && isOver && appOf(active?.data)?.status !== status;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`lane-${status}`}
      data-testid="board-column"
      data-status={status}
      className={`flex w-64 shrink-0 flex-col rounded-xl border p-2 lg:w-auto lg:min-w-0 lg:flex-1 ${target ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-slate-100"}`}
    >
      <h3 id={`lane-${status}`} className="flex items-center justify-between gap-2 px-1 pb-2">
        <StatusBadge status={status} />
        <span className="text-xs font-medium text-slate-600">
          {count}
          <span className="sr-only"> {count === 1 ? "application" : "applications"}</span>
        </span>
      </h3>
      {!open ? <p className="px-1 pb-2 text-xs text-slate-600">Only the applicant withdraws.</p> : null}
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">
          No applications
        </p>
      ) : (
        <ul className="space-y-2">{children}</ul>
      )}
    </section>
  );
}
