"use client";

import { useId } from "react";

import { buttonClass } from "./button";

const count = (n: number) => n.toLocaleString("en-IN");

/**
 * Pages of a list: "Showing 1–10 of 42" (when `total` and `pageSize` are known), an optional
 * rows-per-page choice, Previous / "Page x of y" / Next, in a labelled navigation landmark.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  total,
  pageSize,
  noun,
  pageSizes,
  onPageSizeChange,
  label = "Pagination",
  rangeTestId,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  total?: number;
  pageSize?: number;
  /** What the list holds, after the count: "employees". */
  noun?: string;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  label?: string;
  rangeTestId?: string;
}) {
  const id = useId();
  const pages = Math.max(1, totalPages);
  const showRange = total !== undefined && pageSize !== undefined;
  const first = !showRange || total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = showRange ? Math.min(total, page * pageSize) : 0;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      {showRange ? (
        <p data-testid={rangeTestId} aria-live="polite">
          Showing {count(first)}–{count(last)} of {count(total)}
          {noun ? ` ${noun}` : ""}
        </p>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {pageSizes && onPageSizeChange && pageSize !== undefined ? (
          <>
            <label htmlFor={id}>Rows per page</label>
            <select
              id={id}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
            >
              {pageSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        <span>
          Page {count(page)} of {count(pages)}
        </span>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
