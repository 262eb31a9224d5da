"use client";

import { useCallback, useEffect, useState } from "react";

import { Dialog } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client";
import type { DocumentDto } from "@/lib/server/employees/documents";

import { DocumentList } from "./document-list";
import { DocumentUploadForm } from "./document-upload-form";
import type { PickedEmployee } from "./employee-picker";

/** Document management: upload for an employee and see, open, download or delete their documents. */
export function DocumentsDialog({
  employee: initial,
  onClose,
  onChanged,
}: {
  employee: PickedEmployee | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [employee, setEmployee] = useState<PickedEmployee | null>(initial);
  const [documents, setDocuments] = useState<DocumentDto[]>([]);
  const [loading, setLoading] = useState(Boolean(initial));
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!employee) return;
    let cancelled = false;
    apiFetch<{ documents: DocumentDto[] }>(`/api/documents/employee/${employee.id}`)
      .then((res) => !cancelled && setDocuments(res.documents))
      // Spec: a failed document list fetch gives an empty list.
      .catch(() => !cancelled && setDocuments([]))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [employee, version]);

  const refresh = useCallback(() => {
    setVersion((v) => v + 1);
    onChanged();
  }, [onChanged]);

  return (
    <Dialog onClose={onClose} title={employee ? `Documents: ${employee.name}` : "Upload Documents"} size="lg">
      <DocumentUploadForm
        employee={employee}
        onEmployee={(e) => {
          setEmployee(e);
          setDocuments([]);
          setLoading(Boolean(e));
        }}
        onUploaded={refresh}
      />
      {employee && (
        <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="doc-list-title">
          <h3 id="doc-list-title" className="mb-3 text-sm font-semibold text-slate-900">
            Uploaded documents ({documents.length})
          </h3>
          <DocumentList documents={documents} loading={loading} onDeleted={refresh} />
        </section>
      )}
    </Dialog>
  );
}
