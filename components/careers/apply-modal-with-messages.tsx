"use client";

import { NextIntlClientProvider } from "next-intl";

import { ApplyModal, type ApplyJob } from "@/components/careers/apply-modal";
import type { IslandMessages } from "@/components/i18n/island-messages";
import { ErrorTextProvider } from "@/components/i18n/error-text";
import { IST_TIME_ZONE } from "@/lib/dates";

/**
 * The apply modal with its own message provider, for a job's page: the page sends the modal's
 * messages with its Apply button, and next-intl's formatter loads with this file, when a visitor
 * shows interest in applying, not with the page.
 */
export function ApplyModalWithMessages({
  intl,
  ...modal
}: {
  intl: IslandMessages;
  job: ApplyJob;
  onClose: () => void;
  onApplied: (jobId: string) => void;
}) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={IST_TIME_ZONE}>
      <ErrorTextProvider dictionary={intl.errors}>
        <ApplyModal {...modal} />
      </ErrorTextProvider>
    </NextIntlClientProvider>
  );
}
