"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { expectSignedInPage } from "@/components/applicant/focus-after-sign-in";
import { useErrorText } from "@/components/i18n/error-text";
import { ErrorBanner } from "@/components/ui/error-banner";
import { Button, SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { useCheckUnavailable } from "@/components/ui/use-check-unavailable";
import { usePageDraft } from "@/components/ui/use-page-draft";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";
import { releaseDraft } from "@/lib/form-draft";
import { showServerErrors } from "@/lib/form-errors";
import type { codeRequestSchema, codeSignInSchema } from "@/lib/validation/applicant";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

// Two steps: the e-mail address (a code is sent), then the 6-digit code (the session cookie is set
// and the page reloads its data on the server). Sent before the script has loaded, a step posts to
// this page, which renders again: the address never goes in a URL.

type EmailInput = z.input<typeof codeRequestSchema>;
type CodeInput = z.input<typeof codeSignInSchema>;

const emailResolver = lazyZodResolver<EmailInput, z.output<typeof codeRequestSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.codeRequestSchema),
);
const codeResolver = lazyZodResolver<CodeInput, z.output<typeof codeSignInSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.codeSignInSchema),
);

/**
 * Each new code replaces the one before, and mail can take a while: a new one may be asked for
 * this long after the last, so impatient clicks do not keep killing the code on its way.
 */
const RESEND_AFTER_SECONDS = 30;

/**
 * The address typed, and whether its code was asked for (and when), kept in the tab: a reload or the
 * switch to the other language comes back to the same step. Never the code.
 */
const DRAFT = "applicant-sign-in";
type Kept = { email: string; codeStep?: true; sentAt?: number };

export function SignInForm() {
  const t = useTranslations("portal.signIn");
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const [email, setEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(0);
  // Signed in: busy until the page has its applications (router.refresh), so nobody presses again.
  const [refreshing, startRefresh] = useTransition();

  useEffect(() => {
    if (!sentAt) return;
    const tick = () => setWait(Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - (Date.now() - sentAt.getTime()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  const emailForm = useForm<EmailInput, unknown, z.output<typeof codeRequestSchema>>({
    resolver: emailResolver,
    defaultValues: { email: "" },
  });
  const codeForm = useForm<CodeInput, unknown, z.output<typeof codeSignInSchema>>({
    resolver: codeResolver,
    defaultValues: { email: "", code: "" },
  });
  const keep = usePageDraft(
    emailForm,
    DRAFT,
    ({ email: typed }): Kept | null =>
      email ? { email, codeStep: true, sentAt: sentAt?.getTime() } : typed.trim() ? { email: typed } : null,
    (kept) => {
      if (typeof kept.email !== "string" || kept.email.length > 320) return;
      emailForm.reset({ email: kept.email });
      if (kept.codeStep !== true) return;
      // At the code's step, as "I already have a code" leads there (the code itself was not kept).
      setEmail(kept.email);
      codeForm.reset({ email: kept.email, code: "" });
      setNotice(t("haveCodeNotice"));
      if (typeof kept.sentAt === "number" && kept.sentAt <= Date.now()) setSentAt(new Date(kept.sentAt));
    },
  );
  // The step changes without a keystroke in the address: kept as it changes.
  const stepKept = useRef(false);
  useEffect(() => {
    if (stepKept.current) keep();
    stepKept.current = true;
  }, [email, sentAt, keep]);
  const emailUnavailable = useCheckUnavailable(emailForm.formState.errors);
  const codeUnavailable = useCheckUnavailable(codeForm.formState.errors);

  async function sendCode(address: string) {
    setBanner(null);
    try {
      const answer = await apiFetch<{ message: string }>("/api/applicant/code", {
        method: "POST",
        body: { email: address },
      });
      setEmail(address);
      codeForm.reset({ email: address, code: "" });
      setNotice(errorText(answer.message));
      setSentAt(new Date());
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        showServerErrors(emailForm.setError, error.errors, ["email"]);
      }
      setBanner(errorText(errorMessage(error, t("sendFailed"))));
    }
  }

  const requestCode = emailForm.handleSubmit((data) => sendCode(data.email));
  // A code already on its way or in the inbox (the tab was reloaded, or a phone dropped it while
  // the mail app was open): straight to the code, without a new one that would replace it.
  const enterCode = emailForm.handleSubmit((data) => {
    setBanner(null);
    setEmail(data.email);
    codeForm.reset({ email: data.email, code: "" });
    setNotice(t("haveCodeNotice"));
    setSentAt(null);
    setWait(0);
  });

  const signIn = codeForm.handleSubmit(async (data) => {
    setBanner(null);
    try {
      await apiFetch("/api/applicant/session", { method: "POST", body: data });
      releaseDraft(DRAFT); // signed in: nothing to bring back
      expectSignedInPage();
      startRefresh(() => router.refresh());
    } catch (error) {
      const named =
        error instanceof ApiClientError && error.status === 400
          ? showServerErrors(codeForm.setError, error.errors, ["code"])
          : [];
      setBanner(errorText(errorMessage(error, t("signInFailed"))));
      // Back in the code's field for another try (the busy button had the focus).
      if (!named.length) codeForm.setFocus("code");
    }
  });

  if (!email) {
    return (
      <form method="post" onSubmit={requestCode} noValidate className="space-y-4" aria-label={t("heading")}>
        <ErrorBanner message={banner ?? emailUnavailable} />
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          required
          hint={t("emailHint")}
          {...bindField(emailForm, "email")}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={emailForm.formState.isSubmitting} busyLabel={t("sending")} size="lg">
            {t("send")}
          </SubmitButton>
          <Button variant="ghost" disabled={emailForm.formState.isSubmitting} onClick={() => void enterCode()}>
            {t("haveCode")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form method="post" onSubmit={signIn} noValidate className="space-y-4" aria-label={t("codeFormLabel")}>
      <p role="status" className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
        {notice}
        {sentAt && (
          <>
            {" "}
            {t("sentAt", {
              time: sentAt.toLocaleTimeString(`${locale}-IN`, {
                hour: "numeric",
                minute: "2-digit",
                second: "2-digit",
                timeZone: "Asia/Kolkata",
                // Hindi's "am"/"pm" are Latin letters: the part of the day reads "दोपहर 1:24:17 बजे".
                ...(locale === "hi" && { dayPeriod: "short" }),
              }),
            })}
          </>
        )}
      </p>
      <ErrorBanner message={banner ?? codeUnavailable} />
      <TextField
        label={t("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        required
        autoFocus
        hint={t("sentTo", { email })}
        {...bindField(codeForm, "code")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={codeForm.formState.isSubmitting || refreshing} busyLabel={t("signingIn")} size="lg">
          {t("signIn")}
        </SubmitButton>
        <Button
          variant="ghost"
          disabled={wait > 0}
          busy={resending}
          busyLabel={t("sending")}
          onClick={async () => {
            setResending(true);
            await sendCode(email);
            setResending(false);
          }}
        >
          {wait > 0 ? t("newCodeIn", { seconds: wait }) : t("newCode")}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setEmail(null);
            setBanner(null);
          }}
        >
          {t("otherEmail")}
        </Button>
      </div>
    </form>
  );
}
