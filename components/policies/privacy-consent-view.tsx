import type { ComponentProps } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { type NoticeForm, PRIVACY_NOTICES } from "@/content/privacy-notices";
import { Link } from "@/i18n/intent-link";

import type { ConsentTexts } from "./consent-texts";

// A form's short privacy notice (purpose, what is kept, how long, how to ask for access or erasure)
// and the required checkbox that gives consent under it, with its words given: the footer's
// newsletter box, on every page, passes them formatted on the server, so this brings no message
// formatter to the browser. Forms on their own pages use PrivacyConsent (privacy-consent.tsx), which
// reads them from the page's "consent" messages. The notice's version is in
// content/privacy-notices.ts, and the server stores the version with the row.

export type PrivacyConsentProps = Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  form: NoticeForm;
  id: string;
  error?: string;
  /** "dark" for the footer's newsletter box. */
  tone?: "light" | "dark";
};

export function PrivacyConsentView({
  form,
  id,
  error,
  tone = "light",
  texts,
  ...input
}: PrivacyConsentProps & { texts: ConsentTexts }) {
  const errorText = useErrorText();
  const notice = PRIVACY_NOTICES[form];
  const { label, readNotice, notice: noticeText, consent } = texts;
  const dark = tone === "dark";
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  return (
    <div className={dark ? "text-xs text-brand-100" : "text-sm text-slate-700"}>
      <p id={noticeId} className={dark ? "" : "rounded-md bg-slate-50 p-3 text-slate-600"}>
        <span className="font-semibold">{label} </span>
        {noticeText}{" "}
        <Link
          href={notice.policyUrl}
          target="_blank"
          className={`font-medium underline ${dark ? "text-white" : "text-brand-700"}`}
        >
          {readNotice}
        </Link>
      </p>
      <div className="mt-2 flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noticeId} ${errorId}` : noticeId}
          className={`mt-0.5 shrink-0 ${dark ? "size-4 accent-white" : "size-5 accent-brand-700"}`}
        />
        <label htmlFor={id} className={dark ? "text-white" : undefined}>
          {consent}
          <span aria-hidden="true" className={dark ? "ml-1 text-amber-200" : "ml-1 text-red-700"}>
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className={`mt-1 font-medium ${dark ? "text-amber-200" : "text-red-700"}`}>
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
