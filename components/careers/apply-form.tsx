"use client";

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";

import {
  ApplyFields,
  type ApplyErrors,
  type ApplyValues,
  emptyValues,
  fieldId,
} from "@/components/careers/apply-fields";
import { postFormWithProgress } from "@/components/careers/upload";
import {
  APPLICATION_HONEYPOT,
  applicationErrors,
  applicationFieldOrder,
  applicationSchema,
  RESUME_MAX_BYTES,
  type ResumeInfo,
  sniffResume,
} from "@/lib/validation/applications";

// The apply form: the shared schema checks it in the spec's order before anything is sent; the
// upload shows its progress; a success or error message replaces the form until it is dismissed.

type Phase =
  { kind: "editing" } | { kind: "submitting"; progress: number } | { kind: "success" | "error"; message: string };

export const CLOSE_AFTER_SUCCESS_MS = 2000;
const NETWORK_ERROR = "Error submitting application. Please try again.";

async function describeResume(file: File | null): Promise<ResumeInfo | null> {
  if (!file) return null;
  if (file.size === 0 || file.size > RESUME_MAX_BYTES) return { size: file.size, kind: null };
  return { size: file.size, kind: sniffResume(new Uint8Array(await file.arrayBuffer())) };
}

export function ApplyForm({
  jobId,
  onApplied,
  onClose,
}: {
  jobId: string;
  onApplied: (jobId: string) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ApplyValues>(emptyValues);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const abort = useRef<AbortController | null>(null);

  const resultRef = useRef<HTMLDivElement>(null);
  const backToForm = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);
  // The message replaces the focused submit button: move focus to it (and back to the form after).
  useEffect(() => {
    if (phase.kind === "success" || phase.kind === "error") resultRef.current?.focus();
    else if (phase.kind === "editing" && backToForm.current) {
      backToForm.current = false;
      document.getElementById(fieldId("fullName"))?.focus();
    }
  }, [phase.kind]);
  useEffect(() => {
    if (phase.kind !== "success") return;
    const timer = setTimeout(() => {
      setValues(emptyValues);
      setResume(null);
      setFormKey((k) => k + 1);
      onClose();
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, onClose]);

  async function validate(file: File | null) {
    return applicationSchema.safeParse({ ...values, jobId, resume: await describeResume(file) });
  }

  async function onResume(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setResume(file);
    const result = await validate(file);
    const message = result.success ? undefined : applicationErrors(result.error).resume;
    setErrors((e) => ({ ...e, resume: file ? message : undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === "submitting") return;
    const result = await validate(resume);
    if (!result.success) {
      const found = applicationErrors(result.error);
      setErrors(found);
      const first = applicationFieldOrder.find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    const data = result.data;
    const form = new FormData();
    for (const name of applicationFieldOrder) {
      if (name !== "resume") form.append(name, String(data[name] ?? ""));
    }
    form.append(APPLICATION_HONEYPOT, String(new FormData(formRef.current!).get(APPLICATION_HONEYPOT) ?? ""));
    form.append("resume", resume!, resume!.name);

    abort.current = new AbortController();
    setPhase({ kind: "submitting", progress: 0 });
    try {
      const res = await postFormWithProgress("/api/applications", form, {
        signal: abort.current.signal,
        onProgress: (progress) => setPhase({ kind: "submitting", progress }),
      });
      if (res.status >= 200 && res.status < 300) {
        setPhase({ kind: "success", message: String(res.body?.message ?? "Application submitted successfully!") });
        onApplied(jobId);
      } else {
        setPhase({ kind: "error", message: String(res.body?.message || "Failed to submit application") });
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") setPhase({ kind: "error", message: NETWORK_ERROR });
    }
  }

  if (phase.kind === "success" || phase.kind === "error") {
    const ok = phase.kind === "success";
    return (
      <div className="px-6 pb-6" data-testid="apply-result">
        <div
          ref={resultRef}
          tabIndex={-1}
          role={ok ? "status" : "alert"}
          className={`rounded-lg border px-4 py-4 text-sm focus:outline-none ${ok ? "border-green-300 bg-green-50 text-green-800" : "border-red-300 bg-red-50 text-red-800"}`}
        >
          <p className="font-semibold">{ok ? "Thank you for applying!" : "Your application was not sent."}</p>
          <p className="mt-1">{phase.message}</p>
        </div>
        {!ok && (
          <button
            type="button"
            onClick={() => {
              backToForm.current = true;
              setPhase({ kind: "editing" });
            }}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            Back to the form
          </button>
        )}
      </div>
    );
  }

  const busy = phase.kind === "submitting";
  return (
    <form key={formKey} ref={formRef} onSubmit={onSubmit} noValidate className="relative px-6 pb-6">
      <fieldset disabled={busy} className="min-w-0">
        <legend className="sr-only">Your details</legend>
        <ApplyFields
          values={values}
          errors={errors}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          onResume={onResume}
          resumeName={resume?.name ?? null}
        />
      </fieldset>
      <div aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-700">
        {busy && (
          <div>
            <label htmlFor="apply-progress">Uploading... {phase.progress}%</label>
            <progress
              id="apply-progress"
              max={100}
              value={phase.progress}
              className="mt-1 block h-2 w-full accent-brand-700"
            />
          </div>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? "Submitting..." : "Submit Application"}
      </button>
    </form>
  );
}
