"use client";

import { useCallback, useEffect, useId, useState } from "react";

import { AsyncButton, Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { HireRecord } from "@/lib/server/careers/hire";
import type { ApplicationStatus } from "@/lib/validation/application-review";

import { formatIstDateTime } from "./format";

// Hire -> employee record, in the application detail: a hired applicant offers "Create employee
// record", which hands name, contact, the job's title and the resume to the employee admin. After
// that the panel only says whether the record was requested or created: the company console never
// sees employee data.

type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; record: HireRecord | null };

export function HirePanel({
  applicationId,
  status,
  name,
}: {
  applicationId: string;
  status: ApplicationStatus;
  name: string;
}) {
  const headingId = useId();
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: "loading" });
  const url = `/api/applications/${encodeURIComponent(applicationId)}/employee-draft`;

  const load = useCallback(async () => {
    setState({ kind: "loading" });
    try {
      const res = await apiFetch<{ record: HireRecord | null }>(url);
      setState({ kind: "ready", record: res.record });
    } catch {
      setState({ kind: "failed" });
    }
  }, [url]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function request() {
    try {
      const res = await apiFetch<{ record: HireRecord; message: string }>(url, { method: "POST" });
      setState({ kind: "ready", record: res.record });
      toast.success(res.message, `${name}'s details and resume were sent to the employee admin.`);
    } catch (error) {
      toast.error("Could not request the employee record", error);
    }
  }

  const record = state.kind === "ready" ? state.record : null;
  // Nothing to offer or report for an applicant who is not hired and has no record.
  if (status !== "hired" && !record) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-purple-200 bg-purple-50 p-4"
      data-testid="hire-panel"
    >
      <h3 id={headingId} className="text-sm font-semibold text-purple-900">
        Employee record
      </h3>
      {state.kind === "loading" ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          Checking the employee record...
        </p>
      ) : state.kind === "failed" ? (
        <div role="alert" className="mt-1 flex flex-wrap items-center gap-3 text-sm text-red-800">
          The employee record status could not be loaded.
          <Button size="sm" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      ) : record ? (
        <p role="status" className="mt-1 text-sm text-slate-700">
          <strong className="font-semibold text-purple-900">
            {record.status === "created" ? "Employee record created" : "Employee record requested"}
          </strong>{" "}
          {record.status === "created" && record.createdAt
            ? `on ${formatIstDateTime(record.createdAt)} by the employee admin.`
            : `on ${formatIstDateTime(record.requestedAt)}. The employee admin completes it.`}
        </p>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-slate-700">
            {name} is hired. Send their details and resume to the employee admin, who completes the record.
          </p>
          <AsyncButton variant="primary" busyLabel="Requesting..." onClick={request}>
            Create employee record
          </AsyncButton>
        </div>
      )}
    </section>
  );
}
