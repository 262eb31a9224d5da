"use client";

import { useState } from "react";

import { SectionCard } from "@/components/ui/section-card";
import { formatBytes, formatDateTime } from "@/lib/format";
import type { DocumentDto } from "@/lib/server/employees/documents";

/** My Documents: a count and a card per document with View (new tab) and Download under its name. */
export function MyDocuments({
  documents,
  failed,
  onRetry,
}: {
  documents: DocumentDto[];
  failed: boolean;
  /** Reloads the dashboard; settles when the new answer is on screen. */
  onRetry: () => Promise<void>;
}) {
  const [tries, setTries] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
      setTries((n) => n + 1);
    }
  };
  return (
    <SectionCard
      id="documents"
      title="My Documents"
      focusable
      aside={
        <span
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800"
          data-testid="document-count"
        >
          {documents.length} {documents.length === 1 ? "document" : "documents"}
        </span>
      }
    >
      {failed && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {/* The key re-announces the alert when a retry fails again. */}
          <span key={tries}>
            {tries === 0 ? "Your documents could not be loaded." : "Your documents still could not be loaded."}
          </span>{" "}
          <button
            type="button"
            onClick={() => void retry()}
            disabled={retrying}
            aria-busy={retrying}
            className="font-medium underline disabled:opacity-60"
          >
            {retrying ? "Retrying..." : "Retry"}
          </button>
        </p>
      )}
      {documents.length === 0 ? (
        !failed && (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
            No documents uploaded yet
          </p>
        )
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {documents.map((d) => (
            <li
              key={d.id}
              data-testid="my-document"
              className="flex min-w-0 gap-3 rounded-lg border border-slate-200 p-4"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-xs font-bold text-brand-800 uppercase"
              >
                {d.name.split(".").pop()?.slice(0, 4) ?? "file"}
              </span>
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900" title={d.name}>
                  {d.name}
                </p>
                <div className="mt-1 flex gap-3 text-sm">
                  <a
                    href={d.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 hover:underline"
                  >
                    View<span className="sr-only"> {d.name} (opens in a new tab)</span>
                  </a>
                  <a href={d.downloadUrl} download={d.name} className="font-medium text-brand-700 hover:underline">
                    Download<span className="sr-only"> {d.name}</span>
                  </a>
                </div>
                <p className="mt-1 text-xs text-slate-500" suppressHydrationWarning>
                  {d.documentType} · {formatBytes(d.size)} · {formatDateTime(d.uploadDate)}
                </p>
                {d.description && <p className="mt-1 text-xs wrap-anywhere text-slate-600">{d.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
