"use client";

import type { FieldErrors } from "react-hook-form";

import { useErrorText } from "@/components/i18n/error-text";
import { checkUnavailable } from "@/lib/validation/lazy-resolver";

/**
 * "The form could not be checked…" in the page's language while a form's last send could not load
 * its checks (lib/validation/lazy-resolver.ts), else null: for the form's error banner. Pass
 * `form.formState.errors`, which keeps the form's render subscribed to them.
 */
export function useCheckUnavailable(errors: FieldErrors): string | null {
  const errorText = useErrorText();
  const message = checkUnavailable(errors);
  return message ? errorText(message) : null;
}
