"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatBytes, formatDateTime } from "@/lib/format";
import type { DocumentDto } from "@/lib/server/employees/documents";

import { useDelete } from "./use-delete";

/** An employee's documents with View (new tab), Download and Delete (after confirmation). */
export function DocumentList({
  documents,
  loading,
  onDeleted,
}: {
  documents: DocumentDto[];
  loading: boolean;
  onDeleted: () => void;
}) {
  const remove = useDelete();
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);

  if (loading)
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-600">
        Loading documents...
      </p>
    );
  if (documents.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600">No documents uploaded yet</p>;

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Documents">
        {documents.map((d) => (
          <li key={d.id} data-testid="admin-document" className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <div className="mr-auto min-w-0">
              <p className="truncate font-medium text-slate-900">{d.name}</p>
              <p className="text-xs text-slate-500" suppressHydrationWarning>
                {d.documentType} · {formatBytes(d.size)} · {formatDateTime(d.uploadDate)}
                {d.description ? ` · ${d.description}` : ""}
              </p>
            </div>
            <a href={d.url} target="_blank" rel="noopener noreferrer" className={buttonClass("ghost", "xs")}>
              View<span className="sr-only"> {d.name}</span>
            </a>
            <a href={d.downloadUrl} download={d.name} className={buttonClass("ghost", "xs")}>
              Download<span className="sr-only"> {d.name}</span>
            </a>
            <button type="button" onClick={() => setDeleting(d)} className={buttonClass("ghost-danger", "xs")}>
              Delete<span className="sr-only"> {d.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete document"
        message={deleting ? `Are you sure you want to delete ${deleting.name}? This action cannot be undone.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting
            ? remove(
                `/api/documents/${deleting.id}`,
                { done: `${deleting.name} was deleted.`, failed: "Failed to delete document" },
                () => {
                  setDeleting(null);
                  onDeleted();
                },
              )
            : undefined
        }
      />
    </>
  );
}
