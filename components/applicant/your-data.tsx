"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { apiFetch, downloadFile, errorMessage } from "@/lib/api-client";
import { applicantMessages } from "@/lib/validation/applicant";

// "Your data" on the signed-in portal (DPDP Act 2023): download everything as a ZIP, or erase it.
// Erasure asks for DELETE typed out, then signs out and says so on the signed-out page.

export function YourData() {
  const t = useTranslations("portal.yourData");
  return (
    <section
      aria-labelledby="your-data"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <DownloadData />
        <DeleteData />
      </div>
    </section>
  );
}

function DownloadData() {
  const t = useTranslations("portal.yourData");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function download() {
    setBusy(true);
    setStatus(null);
    try {
      const name = await downloadFile("/api/applicant/export", { defaultName: "my-data.zip" });
      setStatus({ ok: true, text: t("downloaded", { name }) });
    } catch (e) {
      setStatus({ ok: false, text: errorText(errorMessage(e, t("downloadFailed"))) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" busy={busy} busyLabel={t("preparing")} onClick={() => void download()}>
        {t("download")}
      </Button>
      <p className="text-xs text-slate-500">{t("downloadHint")}</p>
      <p role="status" className="text-sm text-green-800">
        {status?.ok ? status.text : null}
      </p>
      {status && !status.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

function DeleteData() {
  const t = useTranslations("portal.yourData");
  const locale = useLocale();
  const errorText = useErrorText();
  const router = useRouter();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped("");
    setFieldError(undefined);
    setError(null);
  }

  async function erase(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (typed.trim() !== "DELETE") return setFieldError(applicantMessages.eraseConfirm);
    setFieldError(undefined);
    setBusy(true);
    try {
      await apiFetch("/api/applicant/erase", { method: "POST", body: { confirm: "DELETE" } });
      // The signed-out page in this page's language ("/hi/applicant" in Hindi).
      router.replace(`${locale === "en" ? "" : `/${locale}`}/applicant?erased=1`);
      router.refresh();
    } catch (e) {
      setError(errorText(errorMessage(e, t("eraseFailed"))));
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        {t("delete")}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={t("deleteTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button onClick={close} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel={t("erasing")}>
              {t("delete")}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={(e) => void erase(e)} noValidate className="space-y-4 text-sm text-slate-700">
          {error ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
              {error}
            </p>
          ) : null}
          <div>
            <p className="font-medium text-slate-900">{t("erasesHeading")}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {(t.raw("erases") as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-medium text-slate-900">{t("keepsHeading")}</p>
            <p className="mt-1">
              {errorText(applicantMessages.erasureKeeps)} {t("keepsStatistics")}
            </p>
          </div>
          <p>{t("withdraws")}</p>
          <p>{t("final")}</p>
          <TextField
            label={t("confirmLabel")}
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={fieldError}
            required
          />
        </form>
      </Dialog>
    </div>
  );
}
