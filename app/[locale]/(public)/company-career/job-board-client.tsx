"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import { reopenSnapshot } from "@/components/careers/apply-reopen";
import { LoadError, NoJobs } from "@/components/careers/board-states";
import { JobCard, type JobCardJob, type JobCardTexts } from "@/components/careers/job-card";
import { JobSkeletons } from "@/components/careers/job-skeleton";
import { ApplyNotLoaded, LazyApplyModal } from "@/components/careers/lazy-apply-modal";
import { SearchInput } from "@/components/ui/search-input";
import { JOB_SEARCH_MAX } from "@/lib/validation/job-options";

// The board after first paint: search (debounced, server-side, kept in ?q=), "Load more"
// pages, the apply modal. The first page arrives rendered from the server (the same for every
// visitor, so the page can be static); a ?q= in the address is searched as soon as it mounts.
// Its words are the "careers" messages, which the board's page gives the browser (ClientMessages).

export type BoardPage = {
  jobs: JobCardJob[];
  total: number;
  pageInfo: { limit: number; hasMore: boolean; nextCursor: string | null };
};
/** The first page's words that take a value, formatted on the server (board-texts.tsx). */
export type BoardTexts = { count: string; cards: Record<string, JobCardTexts> };
type Status = "ready" | "loading" | "loading-more" | "error";
/**
 * Why the last load failed: the server's answer, or null when none came. English shows its status
 * line as the spec words it ("500 Internal Server Error"); Hindi says it in a sentence of its own,
 * with only the code (the status text is English).
 */
type LoadFailure = { status: string; code: number } | null;

class FetchFailed extends Error {
  readonly status: string;
  constructor(
    readonly code: number,
    statusText: string,
  ) {
    const status = `${code} ${statusText}`.trim();
    super(`Failed to fetch jobs: ${status}`);
    this.status = status;
  }
}

const SEARCH_DELAY_MS = 300;

const noSubscription = () => () => {};
const queryInAddress = () =>
  new URLSearchParams(window.location.search).get("q")?.trim().slice(0, JOB_SEARCH_MAX) ?? "";

export function JobBoardClient({ initial, texts }: { initial: BoardPage; texts: BoardTexts }) {
  const t = useTranslations("careers.board");
  const applyText = useTranslations("apply");
  // The server renders the unsearched board; the address's ?q= is read once hydrated.
  const linkedQuery = useSyncExternalStore(noSubscription, queryInAddress, () => "");
  const [typedInput, setInput] = useState<string | null>(null);
  const input = typedInput ?? linkedQuery;
  const [term, setTerm] = useState("");
  const [page, setPage] = useState(initial);
  const [status, setStatus] = useState<Status>("ready");
  const [error, setError] = useState<LoadFailure>(null);
  const [applying, setApplying] = useState<JobCardJob | null>(null);
  // A modal open when the page went away (a reload, a discarded tab brought back) with answers kept
  // for it opens again if its job is on the board the page comes back to: the first page, or the
  // answer to the address's ?q= search. Decided once: a job not there opens nothing later (its
  // Apply still brings the answers back), nor once the visitor has opened a modal of their own.
  const [reopenRead] = useState(reopenSnapshot);
  const reopen = useSyncExternalStore(noSubscription, reopenRead, () => null);
  const [reopenDecided, setReopenDecided] = useState(false);
  const boardAsLeft = status === "ready" && term === linkedQuery && typedInput === null;
  if (reopen && !reopenDecided && (boardAsLeft || status === "error" || typedInput !== null)) {
    setReopenDecided(true);
    const job = boardAsLeft ? page.jobs.find((j) => j.id === reopen) : undefined;
    if (job) setApplying(job);
  }
  const apply = useCallback((job: JobCardJob) => {
    setReopenDecided(true);
    setApplying(job);
  }, []);
  const inflight = useRef<AbortController | null>(null);
  const lastRequest = useRef<{ q: string; cursor: string | null }>({ q: "", cursor: null });

  const load = useCallback(async (q: string, cursor: string | null) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    lastRequest.current = { q, cursor };
    setStatus(cursor ? "loading-more" : "loading");
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (cursor) params.set("cursor", cursor);
    try {
      const res = await fetch(`/api/jobs?${params}`, {
        headers: { Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" },
        signal: controller.signal,
      });
      if (!res.ok) throw new FetchFailed(res.status, res.statusText);
      const next = (await res.json()) as BoardPage;
      setPage((prev) => (cursor ? { ...next, jobs: [...prev.jobs, ...next.jobs] } : next));
      setTerm(q);
      setStatus("ready");
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
      setError(e instanceof FetchFailed ? { status: e.status, code: e.code } : null);
      setStatus("error");
    }
  }, []);

  const search = useCallback(
    (q: string) => {
      const trimmed = q.trim();
      const url = new URL(window.location.href);
      if (trimmed) url.searchParams.set("q", trimmed);
      else url.searchParams.delete("q");
      window.history.replaceState(window.history.state, "", url);
      void load(trimmed, null);
    },
    [load],
  );

  // Typing searches after a short pause; the first render already shows the server's results.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      if (typed.current) search(input); // not when Enter already searched
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  // A shared or reloaded link: search what its ?q= says (the input shows it until the user types).
  useEffect(() => {
    if (!linkedQuery) return;
    const timer = setTimeout(() => void load(linkedQuery, null), 0);
    return () => clearTimeout(timer);
  }, [linkedQuery, load]);

  useEffect(() => () => inflight.current?.abort(), []);

  // The server's words fit the page it rendered; a search, a page more or an application replaces it.
  const firstPage = page === initial ? texts : null;
  const closeModal = useCallback(() => setApplying(null), []);
  const applied = useCallback((jobId: string) => {
    setPage((prev) => ({
      ...prev,
      jobs: prev.jobs.map((j) => (j.id === jobId ? { ...j, applicationCount: j.applicationCount + 1 } : j)),
    }));
  }, []);

  const viewAll = () => {
    typed.current = false;
    setInput("");
    search("");
  };

  return (
    <div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          typed.current = false;
          search(input);
        }}
        className="mx-auto max-w-2xl"
      >
        <SearchInput
          label={t("searchLabel")}
          value={input}
          maxLength={JOB_SEARCH_MAX}
          placeholder={t("searchPlaceholder")}
          onChange={(e) => {
            typed.current = true;
            setInput(e.target.value);
          }}
          className="rounded-full px-5 py-3 focus:ring-2 focus:ring-brand-600/30"
        />
      </form>

      <p data-testid="job-count" aria-live="polite" className="mt-6 text-center text-sm text-slate-600">
        {status === "loading"
          ? t("loading")
          : term
            ? t("countFor", { total: page.total, term })
            : (firstPage?.count ?? t("count", { total: page.total }))}
      </p>

      <div className="mt-6" aria-busy={status === "loading" || status === "loading-more"}>
        {status === "error" ? (
          <LoadError
            message={error ? t("fetchFailed", error) : t("loadError")}
            onRetry={() => void load(lastRequest.current.q, lastRequest.current.cursor)}
          />
        ) : status === "loading" ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <JobSkeletons />
          </div>
        ) : page.jobs.length === 0 ? (
          <NoJobs searching={Boolean(term)} onViewAll={viewAll} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.jobs.map((job) => (
              <JobCard key={job.id} job={job} texts={firstPage?.cards[job.id]} onApply={apply} />
            ))}
            {status === "loading-more" && <JobSkeletons />}
          </div>
        )}
      </div>

      {status === "ready" && page.pageInfo.hasMore && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => void load(term, page.pageInfo.nextCursor)}
            className="rounded-md border border-brand-700 px-6 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t("loadMore")}
          </button>
        </div>
      )}

      {applying && (
        <LazyApplyModal
          job={applying}
          onClose={closeModal}
          onApplied={applied}
          failed={(retry) => (
            <ApplyNotLoaded
              texts={{ failed: applyText("loadFailed"), retry: applyText("retry"), close: applyText("close") }}
              onRetry={retry}
              onClose={closeModal}
            />
          )}
        />
      )}
    </div>
  );
}
