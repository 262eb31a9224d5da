"use client";

import { useQueryStates } from "nuqs";
import { useEffect, useMemo, useState } from "react";

import { DownloadButton } from "@/components/ui/download-button";
import { Pagination } from "@/components/ui/pagination";
import { apiFetch } from "@/lib/api-client";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";
import { asciiDigits } from "@/lib/validation/ids";

import { ApplicationDetail } from "./application-detail";
import { ApplicationFilters, filterQuery, type Filters } from "./application-filters";
import { ApplicationsTable } from "./applications-table";
import { govListParams } from "./list-params";
import type { GovConsoleJob, ApplicationPage } from "./types";
import { LoadError, useLoad } from "./use-load";
import { useSaved } from "./use-saved";

const PAGE_SIZE = 20;
/** Twelve digits, however spaced or dashed: an Aadhaar number, right or mistyped, never goes into the URL. */
const aadhaarShaped = (search: string) => /^\d{12}$/.test(asciiDigits(search).replace(/[\s\-\u2010-\u2015]/g, ""));

export function ApplicationsTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const saved = useSaved(onChanged);
  const [url, setUrl] = useQueryStates(govListParams, { history: "push" });
  const [openId, setOpenId] = useState<string | null>(null);
  // The search box shows what is typed at once; the URL (and the list) follow 300 ms later. A whole
  // Aadhaar number (it finds the application made with it) is searched for but kept out of the URL:
  // the address bar, the browser's history and any proxy's log would hold the number that is
  // otherwise only stored encrypted and shown masked.
  const [search, setSearch] = useState(url.q);
  const [privateQ, setPrivateQ] = useState<string | null>(null);
  // The search the URL holds as this tab last set it, to tell Back/Forward from our own change.
  const [ownQ, setOwnQ] = useState(url.q);
  const [shownQ, setShownQ] = useState(url.q);
  if (shownQ !== url.q) {
    setShownQ(url.q);
    if (url.q !== ownQ) {
      // Back/Forward changed the search: the box follows the URL.
      setSearch(url.q);
      setPrivateQ(null);
      setOwnQ(url.q);
    }
  }
  const searched = privateQ ?? url.q;
  useEffect(() => {
    if (search === searched) return;
    const t = setTimeout(() => {
      const secret = aadhaarShaped(search);
      const inUrl = secret ? "" : search;
      setPrivateQ(secret ? search : null);
      setOwnQ(inUrl);
      void setUrl({ q: inUrl, page: null }, { history: "replace" });
    }, 300);
    return () => clearTimeout(t);
  }, [search, searched, setUrl]);

  const filters: Filters = {
    q: search,
    jobId: url.jobId,
    status: url.status ?? "",
    paymentStatus: url.paymentStatus ?? "",
    from: url.from,
    to: url.to,
  };
  const query = useMemo(
    () =>
      filterQuery({
        q: searched,
        jobId: url.jobId,
        status: url.status ?? "",
        paymentStatus: url.paymentStatus ?? "",
        from: url.from,
        to: url.to,
      }),
    [searched, url.jobId, url.status, url.paymentStatus, url.from, url.to],
  );
  const listQuery = `${query}&page=${url.page}&pageSize=${PAGE_SIZE}&sort=${url.sort}&order=${url.order}`;
  // For the job filter's titles only: loaded when the tab opens, not again after every decision
  // (each reloaded every job with its description: 600 kB with 300 jobs).
  const jobs = useLoad(() => apiFetch<{ jobs: GovConsoleJob[] }>("/api/gov/jobs?all=1").then((r) => r.jobs), []);
  const list = useLoad(() => apiFetch<ApplicationPage>(`/api/gov/applications?${listQuery}`), [listQuery, version]);
  const data = list.data;
  // The API answers an empty page past the end (a decision emptied the last page of a filtered list,
  // or an old link): show the last page instead, in this page's place in the history.
  useEffect(() => {
    if (data && data.total > 0 && data.page > data.totalPages) {
      void setUrl({ page: data.totalPages }, { history: "replace" });
    }
  }, [data, setUrl]);

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-lg font-bold text-slate-900">
          Applications
        </h2>
        <DownloadButton
          href={`/api/gov/applications/export/csv?${query}`}
          defaultName="applications.csv"
          errorTitle={GOV_ADMIN_MESSAGES.exportFailed}
          variant="outline"
        />
      </div>
      <ApplicationFilters
        value={filters}
        jobs={jobs.data ?? []}
        onChange={(next) => {
          if (next.q !== search) return setSearch(next.q);
          void setUrl({
            jobId: next.jobId,
            status: (next.status || null) as typeof url.status,
            paymentStatus: (next.paymentStatus || null) as typeof url.paymentStatus,
            from: next.from,
            to: next.to,
            page: null,
          });
        }}
      />
      {jobs.error ? (
        <LoadError message={`${GOV_ADMIN_MESSAGES.jobFilterFailed} ${jobs.error}`} onRetry={jobs.retry} />
      ) : null}
      {list.error ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {list.error && !data ? null : (
        <div className="space-y-3">
          {data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.total} application(s) found
            </p>
          ) : null}
          <ApplicationsTable
            rows={data?.applications ?? []}
            sort={{ sort: url.sort, order: url.order }}
            onSort={(next) => void setUrl({ sort: next.sort as typeof url.sort, order: next.order, page: null })}
            onOpen={setOpenId}
            loading={list.loading}
          />
          {data ? (
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={(page) => void setUrl({ page })} />
          ) : null}
        </div>
      )}
      {openId ? (
        <ApplicationDetail
          id={openId}
          onClose={() => setOpenId(null)}
          onDecided={saved(() => setOpenId(null))}
          onChanged={onChanged}
        />
      ) : null}
    </section>
  );
}
