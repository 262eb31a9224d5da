"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { CorrectionForm } from "@/components/gov-apply/correction-form";
import { useStatusWords } from "@/components/i18n/use-status-words";
import { useErrorText } from "@/components/i18n/error-text";
import { ErrorBanner } from "@/components/ui/error-banner";
import { PayNowButton } from "@/components/gov-apply/pay-now";
import { ReceiptLink } from "@/components/ui/receipt-link";
import { bindField, TextField } from "@/components/ui/field";
import { Button, buttonClass, SubmitButton } from "@/components/ui/button";
import { keptStrings, usePageDraft } from "@/components/ui/use-page-draft";
import { releaseDraft } from "@/lib/form-draft";
import { ApiClientError, downloadFile, errorMessage } from "@/lib/api-client";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { formatRupees } from "@/lib/money";
import type { ApplicationStatusView } from "@/lib/server/gov/status";
import type { statusLookupSchema } from "@/lib/validation/gov-applications";
import { checkUnavailable, lazyZodResolver } from "@/lib/validation/lazy-resolver";

/** What POST /api/gov/applications/status answers (lib/server/gov/status.ts). */
type StatusView = ApplicationStatusView;

const CLOSED: readonly string[] = ["withdrawn", "cancelled", "rejected"];

function FeeText({ view }: { view: StatusView }) {
  const t = useTranslations("govStatus.lookup.fee");
  const locale = useLocale();
  const words = useStatusWords();
  // Exempt, unless a correction has since raised the fee: then what is due, as an unpaid one says it.
  if (view.paymentStatus === "exempt" && view.feeDuePaise === 0) {
    const zero = formatRupees(0);
    return view.feeReason
      ? t("exemptWithReason", { zero, reason: words.feeReason(view.feeReason) })
      : t("exempt", { zero });
  }
  if (view.amountPaidPaise === null && view.refundedPaise !== null) {
    return t("refunded", { amount: formatRupees(view.refundedPaise) });
  }
  if (view.amountPaidPaise !== null) {
    const amount = formatRupees(view.amountPaidPaise);
    return view.paidAt
      ? t("paidOn", { amount, date: formatIstDate(new Date(view.paidAt), locale) })
      : t("paid", { amount });
  }
  if (view.paymentStatus === "expired") return t("expired", { amount: formatRupees(view.feePaise) });
  // Withdrawn, cancelled or rejected: nothing can be paid for it any more, so not "yet".
  if (CLOSED.includes(view.status)) return t("unpaidClosed", { amount: formatRupees(view.feePaise) });
  // Unpaid, and nothing offered to pay it with: the job stopped taking applications (set inactive
  // before its last date, or past it until the expiry run closes the application). Say so.
  if (!view.payNow) return t("unpaidJobClosed", { amount: formatRupees(view.feePaise) });
  return t("unpaid", { amount: formatRupees(view.feePaise) });
}

type Lookup = z.input<typeof statusLookupSchema>;
type LookupAnswer = { application?: StatusView; message?: string; errors?: Record<string, string> };
const ORDER = ["applicationNumber", "dob"];

/**
 * The number typed, kept in the tab (a reload, the switch to the other language). Not the date of
 * birth: with the number it opens the application, so it is kept nowhere (see the pagehide below).
 */
const DRAFT = "gov-status";
const draftOf = ({ applicationNumber }: Lookup) =>
  applicationNumber.trim() ? { applicationNumber: applicationNumber.trim() } : null;

function savePdf(view: StatusView) {
  return downloadFile(view.pdfUrl, { defaultName: `application-${view.applicationNumber}.pdf` });
}

async function fetchStatus(data: z.output<typeof statusLookupSchema>): Promise<{ res: Response; body: LookupAnswer }> {
  const res = await fetch("/api/gov/applications/lookup", {
    method: "POST",
    // The answer's messages in the page's language (lib/server/http/api.ts).
    headers: { "content-type": "application/json", "Accept-Language": document.documentElement.lang || "en" },
    body: JSON.stringify(data),
  });
  return { res, body: (await res.json().catch(() => ({}))) as LookupAnswer };
}

// The schema (with the whole gov-applications module and zod) loads on first submit: the board
// links here, so its prefetch would otherwise fetch them with every visit to /gov-career.
const resolver = lazyZodResolver<Lookup, z.output<typeof statusLookupSchema>>(() =>
  import("@/lib/validation/gov-applications").then((m) => m.statusLookupSchema),
);

export function StatusLookup() {
  const t = useTranslations("govStatus");
  const locale = useLocale();
  const words = useStatusWords();
  const errorText = useErrorText();
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<StatusView | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [corrected, setCorrected] = useState<string | null>(null);
  // What was looked up, to fetch a fresh PDF link when the shown one has expired.
  const [looked, setLooked] = useState<z.output<typeof statusLookupSchema> | null>(null);
  const form = useForm<Lookup, unknown, z.output<typeof statusLookupSchema>>({
    resolver,
    defaultValues: { applicationNumber: "", dob: "" },
  });
  const { handleSubmit, setError, setValue, setFocus } = form;
  // Brought back, the number waits for the date of birth, as from the "pay later" link. Called before
  // the pagehide below resets the form: the draft is written as the page hides, before that.
  usePageDraft(form, DRAFT, draftOf, (kept) => {
    const { applicationNumber } = keptStrings(kept, ["applicationNumber"]);
    if (!applicationNumber) return;
    setValue("applicationNumber", applicationNumber);
    document.getElementById("dob")?.focus();
  });
  // A lookup's answer takes the focus (and so comes into view on a phone, below the form): the
  // result's heading, or the number when the server refused without naming a field.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered) resultHeading.current?.focus();
  }, [answered]);
  // Leaving the page forgets the answer and the date of birth: the browser keeps the page as it was
  // in its back/forward cache, and on a shared computer the next person's Back would show the last
  // applicant's status, fee and receipt link. flushSync: the page is frozen right after this event.
  useEffect(() => {
    const forget = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      flushSync(() => {
        setResult(null);
        setLooked(null);
        setEditing(false);
        setCorrected(null);
        setDownloadError(null);
        setBanner(null);
      });
      form.reset({ applicationNumber: "", dob: "" });
    };
    window.addEventListener("pagehide", forget);
    return () => window.removeEventListener("pagehide", forget);
  }, [form]);
  // The "pay later" link (the saved e-mail, the screen after a closed Checkout) fills in the number,
  // unless one typed on this page is back (the query goes with a switch of language).
  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get("number");
    if (number && /^APP\d{6}[0-9A-Z]{6}$/.test(number) && !form.getValues("applicationNumber")) {
      setValue("applicationNumber", number);
      document.getElementById("dob")?.focus();
    }
  }, [form, setValue]);

  async function refresh() {
    if (!looked) return;
    const { res, body } = await fetchStatus(looked).catch(() => ({ res: null, body: null }));
    if (res?.ok && body?.application) setResult(body.application);
  }
  const busy = form.formState.isSubmitting;

  const lookup = handleSubmit(
    async (data) => {
      try {
        const { res, body } = await fetchStatus(data);
        setLooked(data);
        if (res.ok && body.application) {
          // Found: the number is not kept for a reload or Back either (a shared computer's next user).
          releaseDraft(DRAFT);
          setResult(body.application);
          return setAnswered((n) => n + 1);
        }
        const named = res.status === 400 ? showServerErrors(setError, body.errors, ORDER) : [];
        setBanner(body.message ? errorText(body.message) : t("lookup.failed"));
        if (!named.length) setFocus("applicationNumber");
      } catch {
        setBanner(t("lookup.offline"));
        setFocus("applicationNumber");
      }
    },
    (problems) => {
      // Checks that could not be loaded say so; else the first field's problem, in the form's order.
      const first = checkUnavailable(problems) ?? firstError(problems, ORDER)?.message;
      setBanner(first ? errorText(first) : null);
    },
  );

  async function downloadPdf(view: StatusView) {
    setDownloadError(null);
    setDownloading(true);
    try {
      await savePdf(view);
    } catch (error) {
      try {
        // The link lasts 15 minutes: a result left open longer gets a fresh one, once.
        const expired = error instanceof ApiClientError && error.status === 401 && looked;
        const fresh = expired ? (await fetchStatus(looked)).body.application : undefined;
        if (!fresh) throw error;
        setResult(fresh);
        await savePdf(fresh);
      } catch (again) {
        setDownloadError(errorText(errorMessage(again, t("lookup.downloadFailed"))));
      }
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-8">
      {/* Sent before the script has loaded, it posts to this page, which renders again: the number and
          date of birth that open an application never go in a URL (access logs, history). */}
      <form
        method="post"
        onSubmit={(event) => {
          setBanner(null);
          setResult(null);
          setDownloadError(null);
          setEditing(false);
          setCorrected(null);
          void lookup(event);
        }}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ErrorBanner message={banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="applicationNumber"
            label={t("labels.applicationNumber")}
            required
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t("lookup.numberPlaceholder")}
            {...bindField(form, "applicationNumber")}
          />
          <TextField id="dob" label={t("labels.dob")} type="date" required {...bindField(form, "dob")} />
        </div>
        <SubmitButton busy={busy} busyLabel={t("lookup.checking")} size="lg">
          {t("lookup.submit")}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {result && (
          <section
            aria-labelledby="status-result"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="status-result"
              ref={resultHeading}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
            >
              {t("lookup.resultTitle", { number: result.applicationNumber })}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-slate-500">{t("labels.status")}</dt>
              <dd className="font-semibold text-slate-900" data-testid="status-label">
                {words.status(result.status, result.paymentStatus, result.statusLabel)}
              </dd>
              <dt className="text-slate-500">{t("lookup.applicant")}</dt>
              <dd>{result.name}</dd>
              <dt className="text-slate-500">{t("lookup.post")}</dt>
              <dd>
                {result.jobTitle}, {result.company}
              </dd>
              <dt className="text-slate-500">{t("labels.appliedOn")}</dt>
              <dd>{formatIstDate(new Date(result.appliedAt), locale)}</dd>
              <dt className="text-slate-500">{t("labels.fee")}</dt>
              <dd data-testid="status-fee">
                <FeeText view={result} />
              </dd>
            </dl>
            {corrected && (
              <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
                {errorText(corrected)}
              </p>
            )}
            {(result.correctionRefundPaise ?? 0) > 0 && (
              <p className="mt-4 text-sm text-slate-700" data-testid="correction-refund">
                {t("lookup.correctionRefund", { amount: formatRupees(result.correctionRefundPaise!) })}
              </p>
            )}
            {(result.heldForRefundPaise ?? 0) > 0 && (
              <p className="mt-4 text-sm text-slate-700" data-testid="held-for-refund">
                {t("lookup.heldForRefund", { amount: formatRupees(result.heldForRefundPaise!) })}
              </p>
            )}
            {result.payNow && (
              <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-4">
                <p className="mb-3 text-sm text-amber-900">
                  {(result.feeDuePaise ?? 0) > 0
                    ? result.payNow.lastDate
                      ? t("lookup.payDifferenceUntil", {
                          fee: formatRupees(result.feePaise),
                          date: formatIstDate(parseDateOnly(result.payNow.lastDate), locale),
                        })
                      : t("lookup.payDifference", { fee: formatRupees(result.feePaise) })
                    : t("lookup.payUntil", { date: formatIstDate(parseDateOnly(result.payNow.lastDate!), locale) })}
                </p>
                <PayNowButton
                  application={{
                    id: result.payNow.applicationId,
                    applicationNumber: result.applicationNumber,
                    feePaise: result.payNow.feePaise,
                  }}
                  prefill={{ name: result.name, email: "", contact: "" }}
                  difference={(result.feeDuePaise ?? 0) > 0}
                  onPaid={() => void refresh()}
                />
              </div>
            )}
            {result.correction && looked && !editing && (
              <div className="mt-5">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  {t("lookup.edit")}
                </Button>
              </div>
            )}
            {result.correction && looked && editing && (
              <CorrectionForm<StatusView>
                applicationNumber={result.applicationNumber}
                dob={looked.dob}
                offer={result.correction}
                onCancel={() => setEditing(false)}
                onDone={({ message, application }) => {
                  setEditing(false);
                  setCorrected(message);
                  setResult(application);
                }}
              />
            )}
            {result.history && result.history.length > 0 && (
              <div className="mt-5">
                <h3 className="text-sm font-semibold text-slate-900">{t("labels.history")}</h3>
                <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm" data-testid="status-history">
                  {result.history.map((entry, i) => (
                    <li key={`${entry.at}-${i}`}>
                      <span className="font-medium text-slate-900">{words.history(entry.status, entry.label)}</span>{" "}
                      <span className="text-slate-500">{formatIstDate(new Date(entry.at), locale)}</span>
                      {entry.reason && (
                        <p className="text-slate-700">{t("labels.reason", { reason: words.reason(entry.reason) })}</p>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            )}
            <div className="mt-5 flex flex-wrap gap-3">
              {result.receiptUrl && <ReceiptLink href={result.receiptUrl} className="inline-block px-4 py-2 text-sm" />}
              <Button
                variant="outline"
                busy={downloading}
                busyLabel={t("lookup.preparingPdf")}
                onClick={() => void downloadPdf(result)}
              >
                {t("lookup.downloadPdf")}
              </Button>
              {result.callLetterUrl && (
                <a href={result.callLetterUrl} download className={buttonClass("primary", "md")}>
                  {t("lookup.callLetter")}
                </a>
              )}
            </div>
            {downloadError && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {downloadError}
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
