"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Controller, type FieldErrors, useForm } from "react-hook-form";

import { ApplyFields, emptyValues, fieldId, type TextFieldName } from "@/components/careers/apply-fields";
import { companyDraftName, markApplyOpen, unmarkApplyOpen } from "@/components/careers/apply-reopen";
import { ApplySuccess } from "@/components/careers/apply-success";
import { useErrorText } from "@/components/i18n/error-text";
import { FileInput } from "@/components/ui/file-input";
import { SubmitButton } from "@/components/ui/button";
import { useKeptDraft } from "@/components/ui/use-kept-draft";
import { Link } from "@/i18n/navigation";
import { ApiClientError, apiUpload } from "@/lib/api-client";
import { readDraft, releaseDraft } from "@/lib/form-draft";
import { showServerErrors } from "@/lib/form-errors";
import {
  applicationFieldOrder,
  type ApplicationFormData,
  type ApplicationFormInput,
  applicationFormSchema,
  RESUME_ACCEPT,
} from "@/lib/validation/applications";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

// The apply form: the API's schema checks it in the spec's order before anything is sent (the
// first invalid field gets focus); the upload shows its progress; a success or error message
// replaces the form until it is dismissed. The success stays until the applicant closes it: it
// shows the reference (to copy) and links to the applicant portal. The form's own words are the
// "apply" messages; the schema's and the API's messages are put in the page's language by the
// fields (FieldError) and here (useErrorText); apiUpload asks the API for the page's language.

/**
 * What was typed into a job's form and not sent, kept while the visitor stays on the site: closing
 * the modal (or leaving for another page of the site and coming back) and opening it again brings
 * the answers back, the chosen resume included. Gone once the application is sent. The typed text
 * (not the resume, nor the consent) is kept in the tab as well (lib/form-draft.ts), so that a
 * reload, or a phone's browser discarding the tab while its file picker is open, does not lose it.
 */
const drafts = new Map<string, ApplicationFormInput>();
const TEXT_FIELDS = Object.keys(emptyValues) as TextFieldName[];

/** The typed text to keep in the tab: null while every field is empty. */
function textOf(values: ApplicationFormInput): Record<TextFieldName, string> | null {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(values[name] ?? "")]));
  return Object.values(text).some((value) => value.trim() !== "") ? (text as Record<TextFieldName, string>) : null;
}

/** The answers a reload left in the tab, field by field (a value of the wrong shape is left empty). */
function keptText(jobId: string): ApplicationFormInput | undefined {
  const kept = readDraft<Record<string, unknown>>(companyDraftName(jobId));
  if (!kept) return undefined;
  const values = { ...emptyValues };
  for (const name of TEXT_FIELDS) {
    const value = kept[name];
    if (typeof value === "string" && value.length <= 10_000) values[name] = value;
  }
  if (TEXT_FIELDS.every((name) => values[name].trim() === "")) return undefined;
  return { ...values, resume: null, jobId, consent: false };
}

/**
 * Jobs whose application was sent and no answer came back (a lost connection): the server may have
 * stored it. A later "already applied" for such a job is then most likely that send, not someone
 * else's use of the address, and is shown as received. Kept, as the drafts, while the page lives.
 */
const unanswered = new Set<string>();

type Phase =
  | { kind: "editing" }
  | { kind: "submitting"; progress: number }
  | { kind: "success"; message: string; reference: string | null }
  | { kind: "error"; message: string; duplicate?: boolean };

export function ApplyForm({
  jobId,
  onApplied,
  onClose,
}: {
  jobId: string;
  onApplied: (jobId: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("apply");
  const errorText = useErrorText();
  const empty: ApplicationFormInput = { ...emptyValues, resume: null, jobId, consent: false };
  // From this page's memory (the resume included), or from the tab after a reload (text only: the
  // form then says what to choose again).
  const [{ draft, fromTab }] = useState(() => {
    const inPage = drafts.get(jobId);
    if (inPage) return { draft: inPage, fromTab: false };
    const kept = keptText(jobId);
    return { draft: kept, fromTab: kept !== undefined };
  });
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormData>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: draft ?? empty,
    // react-hook-form focuses the first error in the order fields registered, and the consent box
    // registers before the resume (rendered inside the fields): focus follows the form's order.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, getValues, setError, trigger, clearErrors, reset, formState } = form;
  const focusFirstError = (errors: FieldErrors<ApplicationFormInput>) => {
    const first = applicationFieldOrder.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const formRef = useRef<HTMLFormElement>(null);
  const abort = useRef<AbortController | null>(null);

  const resultRef = useRef<HTMLDivElement>(null);
  const backToForm = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);
  // Closed before it was sent: keep the answers for the next opening. Leaving the site (reload,
  // another address, closing the tab) with answers typed asks first, as the browser does.
  const sent = phase.kind === "success";
  // Typed here, or brought back from an earlier opening (the form's starting values then).
  const unsent = !sent && (formState.isDirty || draft !== undefined);
  // Answers from this page's memory (typed on another page of the site, or another entry) are kept
  // for this entry at once: a tab discarded before anything changes still brings them back.
  useKeptDraft(form, companyDraftName(jobId), textOf, { keepAtStart: draft !== undefined && !fromTab });
  // Open on this history entry: a reload brings the modal back (components/careers/apply-reopen.ts).
  useEffect(() => {
    markApplyOpen(jobId);
    return () => unmarkApplyOpen(jobId);
  }, [jobId]);
  useEffect(() => {
    if (sent) {
      drafts.delete(jobId);
      // Gone from the tab, and not written back while the success shows (a page hidden meanwhile).
      releaseDraft(companyDraftName(jobId));
      return;
    }
    if (!unsent) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => {
      window.removeEventListener("beforeunload", ask);
      drafts.set(jobId, getValues());
    };
  }, [sent, unsent, jobId, getValues]);
  // The message replaces the focused submit button: move focus to it (and back to the form after).
  useEffect(() => {
    if (phase.kind === "success" || phase.kind === "error") resultRef.current?.focus();
    else if (phase.kind === "editing" && backToForm.current) {
      backToForm.current = false;
      document.getElementById(fieldId("fullName"))?.focus();
    }
  }, [phase.kind]);

  async function send(data: ApplicationFormData) {
    if (phase.kind === "submitting") return;
    const resume = getValues("resume")!;
    const form = new FormData();
    for (const name of applicationFieldOrder) {
      if (name !== "resume") form.append(name, String(data[name] ?? ""));
    }
    form.append(HONEYPOT_FIELD, String(new FormData(formRef.current!).get(HONEYPOT_FIELD) ?? ""));
    form.append("resume", resume, resume.name);

    abort.current = new AbortController();
    setPhase({ kind: "submitting", progress: 0 });
    try {
      const res = await apiUpload<{ message?: unknown; reference?: unknown }>("/api/applications", form, {
        signal: abort.current.signal,
        onProgress: (progress) => setPhase({ kind: "submitting", progress }),
        fallback: t("failed"),
      });
      succeeded(res);
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      if (!(error instanceof ApiClientError) || error.status === 0) {
        unanswered.add(jobId);
        setPhase({ kind: "error", message: t("networkError") });
      } else if (error.status >= 200 && error.status < 300) {
        // Saved, though its answer could not be read: the application went in.
        succeeded(null);
      } else if (error.status === 409 && error.code === "duplicate" && unanswered.has(jobId)) {
        succeeded({ message: t("receivedEarlier") });
      } else if (hasFieldErrors(error.errors)) {
        // Back to the (re-enabled) form, with the server's messages on the fields and focus on the first.
        flushSync(() => setPhase({ kind: "editing" }));
        showServerErrors(setError, error.errors, applicationFieldOrder);
      } else {
        setPhase({
          kind: "error",
          message: error.message,
          // By the API's code: the message is in the page's language.
          duplicate: error.status === 409 && error.code === "duplicate",
        });
      }
    }
  }

  function succeeded(body: { message?: unknown; reference?: unknown } | null) {
    unanswered.delete(jobId);
    setPhase({
      kind: "success",
      message: typeof body?.message === "string" && body.message ? body.message : t("submitted"),
      reference: typeof body?.reference === "string" ? body.reference : null,
    });
    onApplied(jobId);
  }

  if (phase.kind === "success") {
    return (
      <div className="px-6 pb-6" data-testid="apply-result">
        <ApplySuccess
          ref={resultRef}
          message={phase.message}
          reference={phase.reference}
          onClose={() => {
            reset();
            onClose();
          }}
        />
      </div>
    );
  }

  if (phase.kind === "error") {
    return (
      <div className="px-6 pb-6" data-testid="apply-result">
        <div
          ref={resultRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-4 text-sm text-red-800 focus:outline-none"
        >
          <p className="font-semibold">{t("notSent")}</p>
          <p className="mt-1">{errorText(phase.message)}</p>
          {phase.duplicate && (
            <p className="mt-2" data-testid="duplicate-help">
              {t("duplicateHelp")}{" "}
              <Link href="/applicant" className="font-semibold underline">
                {t("duplicateLink")}
              </Link>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => {
            backToForm.current = true;
            setPhase({ kind: "editing" });
          }}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t("backToForm")}
        </button>
      </div>
    );
  }

  const busy = phase.kind === "submitting";
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(send, focusFirstError)(event)}
      noValidate
      className="relative px-6 pb-6"
    >
      {fromTab && (
        <p role="status" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          {t("restored")}
        </p>
      )}
      <fieldset disabled={busy} className="min-w-0">
        <legend className="sr-only">{t("legend")}</legend>
        <ApplyFields register={register} errors={formState.errors}>
          <Controller
            control={control}
            name="resume"
            render={({ field, fieldState }) => (
              <FileInput
                id={fieldId("resume")}
                label={t("fields.resume")}
                required
                accept={RESUME_ACCEPT}
                hint={t("resumeHint")}
                error={fieldState.error?.message}
                selected={field.value}
                progress={busy ? phase.progress : null}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onFiles={(files) => {
                  field.onChange(files[0] ?? null);
                  // Size and type are checked as soon as a file is chosen, as the spec shows them.
                  if (files[0]) void trigger("resume");
                  else clearErrors("resume");
                }}
              />
            )}
          />
        </ApplyFields>
      </fieldset>
      <SubmitButton busy={busy} busyLabel={t("submitting")} size="lg" className="mt-6 w-full">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}

/** A refusal that names fields the form has (400, 413 or 415 with `errors`). */
function hasFieldErrors(errors: Record<string, string>): boolean {
  return Object.keys(errors).some((key) => (applicationFieldOrder as string[]).includes(key));
}
