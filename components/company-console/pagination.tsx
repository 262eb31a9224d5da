"use client";

import { useId } from "react";

import { PAGE_SIZES } from "@/lib/validation/application-review";

import type { ApplicationPage } from "./api";
import { formatCount } from "./format";

export function Pagination({
  page,
  onPage,
  onPageSize,
}: {
  page: ApplicationPage;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const id = useId();
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p data-testid="applications-range">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(page.total)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id}>Rows per page</label>
        <select
          id={id}
          value={page.pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-md border border-slate-300 px-2 py-1.5"
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button type="button" className={button} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          Previous
        </button>
        <span aria-current="page">
          Page {formatCount(page.page)} of {formatCount(page.totalPages)}
        </span>
        <button
          type="button"
          className={button}
          disabled={page.page >= page.totalPages}
          onClick={() => onPage(page.page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
