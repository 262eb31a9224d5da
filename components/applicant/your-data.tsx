"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { apiFetch, downloadFile, errorMessage } from "@/lib/api-client";
import { applicantMessages } from "@/lib/validation/applicant";

// "Your data" on the signed-in portal (DPDP Act 2023): download everything as a ZIP, or erase it.
// Erasure asks for DELETE typed out, then signs out and says so on the signed-out page.

export function YourData() {
  return (
    <section
      aria-labelledby="your-data"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of everything you gave us in your applications, or ask us to erase it.
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <DownloadData />
        <DeleteData />
      </div>
    </section>
  );
}

function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  async function download() {
    setBusy(true);
    setStatus(null);
    try {
      const name = await downloadFile("/api/applicant/export", { defaultName: "my-data.zip" });
      setStatus({ ok: true, text: `Downloaded ${name}.` });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, "Could not download your data. Please try again.") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" busy={busy} busyLabel="Preparing your data..." onClick={() => void download()}>
        Download my data
      </Button>
      <p className="text-xs text-slate-500">A ZIP file: your applications, identity numbers and uploaded files.</p>
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
      router.replace("/applicant?erased=1");
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, "Could not erase your data. Please try again."));
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Delete my data
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title="Delete your data?"
        footer={
          <>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel="Erasing...">
              Delete my data
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
            <p className="font-medium text-slate-900">
              What we erase, on every application you made with this address:
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>your name, parents&apos; names, address, phone numbers and e-mail address;</li>
              <li>your Aadhaar and PAN numbers, education and experience;</li>
              <li>your photo, signature, certificate and resume;</li>
              <li>your sign-in codes and the e-mails we sent you.</li>
            </ul>
          </div>
          <div>
            <p className="font-medium text-slate-900">What we keep:</p>
            <p className="mt-1">
              {applicantMessages.erasureKeeps} Each application stays as a line in our statistics (job, status, dates)
              with nothing that says who you are.
            </p>
          </div>
          <p>This cannot be undone, and you will be signed out. Download your data first if you want a copy.</p>
          <TextField
            label="Type DELETE to confirm"
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
