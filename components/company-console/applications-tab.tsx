"use client";

import { useQueryState } from "nuqs";
import { useRef, useState } from "react";

import { DecisionDialog, type DecisionPrompt } from "@/components/decisions/decision-dialog";
import { Pagination } from "@/components/ui/pagination";
import { type ApplicationSort, type ApplicationStatus, PAGE_SIZES } from "@/lib/validation/application-review";

import { ApplicationFilters } from "./application-filters";
import { ApplicationsTable } from "./applications-table";
import { BoardView, ViewToggle } from "./board-view";
import { BulkBar } from "./bulk-bar";
import { plural } from "./format";
import { decisionPrompt } from "./decision-prompts";
import { viewParam } from "./list-params";
import type { ConsoleApplication, ConsoleJob } from "./types";
import type { ApplicationsState } from "./use-applications";
import type { BulkSelection } from "./use-console-actions";

// The Applications tab: filters, bulk actions, the server-paginated table and its pages; with a job
// chosen, its board instead of the table (?view=board).

export function ApplicationsTab({
  list,
  jobs,
  onView,
  onStatus,
  onSend,
  onDownload,
  onBulk,
  onBulkSend,
}: {
  list: ApplicationsState;
  jobs: ConsoleJob[];
  onView: (application: ConsoleApplication) => void;
  onStatus: (application: ConsoleApplication, status: ApplicationStatus) => Promise<unknown>;
  /** As onStatus with a reason, throwing on failure (for the decision dialogs). */
  onSend: (application: ConsoleApplication, status: ApplicationStatus, reason?: string) => Promise<ConsoleApplication>;
  onDownload: (application: ConsoleApplication) => void;
  /** Resolves true when the change was made (any left as they were are toasted). */
  onBulk: (shown: BulkSelection, status: ApplicationStatus) => Promise<boolean>;
  onBulkSend: (shown: BulkSelection, status: ApplicationStatus, reason?: string) => Promise<void>;
}) {
  const { query, page, loading, error } = list;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The status each selected row showed when it was ticked: a reload (after a 409, Back, a page
  // clamp) can take a selected row off the page, and the bulk change still sends what the recruiter
  // saw as `from`, so the server refuses a row someone else has changed meanwhile.
  const seen = useRef(new Map<string, ApplicationStatus>());
  const [busyIds, setBusyIds] = useState<Set<string>>(new Set());
  const [prompt, setPrompt] = useState<DecisionPrompt | null>(null);
  const [view, setView] = useQueryState("view", viewParam);
  const job = query.jobId ? jobs.find((j) => j.id === query.jobId) : undefined;

  const update: typeof list.update = (patch) => {
    setSelected(new Set());
    list.update(patch);
  };

  function select(ids: string[], on: boolean) {
    const shown = new Map(page?.applications.map((a) => [a.id, a.status]));
    for (const id of ids) {
      const status = shown.get(id);
      if (on && status) seen.current.set(id, status);
      else seen.current.delete(id);
    }
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function sortBy(column: ApplicationSort) {
    const order =
      query.sort === column ? (query.order === "asc" ? "desc" : "asc") : column === "appliedDate" ? "desc" : "asc";
    update({ sort: column, order });
  }

  function requestOne(application: ConsoleApplication, status: ApplicationStatus) {
    const ask = decisionPrompt(status, { name: application.fullName }, async (reason) => {
      await onSend(application, status, reason);
    });
    if (ask) setPrompt(ask);
    else void changeOne(application, status);
  }

  async function requestBulk(status: ApplicationStatus) {
    // Each with the status this page shows, or, for a selected row a reload took off the page, the
    // one it showed when it was selected.
    const rows = new Map(page?.applications.map((a) => [a.id, a]));
    const shown = [...selected].map((id) => rows.get(id) ?? { id, status: seen.current.get(id) });
    const ask = decisionPrompt(status, { count: shown.length }, async (reason) => {
      await onBulkSend(shown, status, reason);
      setSelected(new Set());
    });
    if (ask) setPrompt(ask);
    else if (await onBulk(shown, status)) setSelected(new Set());
  }

  async function changeOne(application: ConsoleApplication, status: ApplicationStatus) {
    setBusyIds((s) => new Set(s).add(application.id));
    await onStatus(application, status);
    setBusyIds((s) => {
      const next = new Set(s);
      next.delete(application.id);
      return next;
    });
  }

  return (
    <div className="space-y-4">
      <ApplicationFilters query={query} jobs={jobs} onChange={update} />
      {job ? (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ViewToggle view={view} onChange={(v) => void setView(v === "list" ? null : v)} />
        </div>
      ) : null}
      {job && view === "board" ? (
        <BoardView
          filter={{ jobId: job.id, q: query.q, from: query.from, to: query.to }}
          jobTitle={job.title}
          refresh={page}
          onView={onView}
          onSend={onSend}
        />
      ) : (
        <>
          {/* Mounted before anything is ticked, so that the first selection is a change a screen
              reader announces (the bar appears with its count already in it). */}
          <p role="status" className="sr-only" data-testid="selection-status">
            {selected.size > 0 ? `${plural(selected.size, "application")} selected` : ""}
          </p>
          {selected.size > 0 ? (
            <BulkBar count={selected.size} onClear={() => setSelected(new Set())} onApply={requestBulk} />
          ) : null}
          <div className={loading && page ? "opacity-60 transition-opacity" : undefined}>
            {error ? (
              <div
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800"
              >
                <p>{error}</p>
                <button
                  type="button"
                  onClick={() => list.reload().catch(() => {})}
                  className="mt-2 font-medium underline"
                >
                  Try again
                </button>
              </div>
            ) : (
              <ApplicationsTable
                applications={page?.applications ?? []}
                loading={loading || !page}
                sort={query.sort}
                order={query.order}
                onSort={sortBy}
                selected={selected}
                onSelect={select}
                onView={onView}
                onStatus={requestOne}
                onDownload={onDownload}
                busyIds={busyIds}
              />
            )}
          </div>
          {page && !error ? (
            <Pagination
              page={page.page}
              totalPages={page.totalPages}
              onPageChange={(p) => update({ page: p })}
              total={page.total}
              pageSize={page.pageSize}
              pageSizes={PAGE_SIZES}
              onPageSizeChange={(s) => update({ pageSize: s })}
              rangeTestId="applications-range"
            />
          ) : null}
        </>
      )}
      <DecisionDialog prompt={prompt} onClose={() => setPrompt(null)} />
    </div>
  );
}
