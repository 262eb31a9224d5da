"use client";

import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { retryableLazy } from "@/components/ui/retryable-lazy";

// The apply modal (dialog, react-hook-form, zod, the upload) loads the first time a visitor shows
// interest in applying, not with the page: the job board and a job's page stay light. Code that
// does not arrive shows ApplyNotLoaded (Try again), not an error page (retryable-lazy.tsx).

export const LazyApplyModal = retryableLazy(() => import("@/components/careers/apply-modal").then((m) => m.ApplyModal));

/** The same, bringing its message provider along: for a job's page, which has none. */
export const LazyApplyModalWithMessages = retryableLazy(() =>
  import("@/components/careers/apply-modal-with-messages").then((m) => m.ApplyModalWithMessages),
);

/** Starts fetching the modal's code (on hover or focus of an Apply button), so it opens at once. */
export const preloadApplyModal = LazyApplyModal.preload;

/** preloadApplyModal for LazyApplyModalWithMessages. */
export const preloadApplyModalWithMessages = LazyApplyModalWithMessages.preload;

/** The apply modal's code did not arrive: says so over the page, with Try again and Close. */
export function ApplyNotLoaded({
  texts,
  onRetry,
  onClose,
}: {
  texts: { failed: string; retry: string; close: string };
  onRetry(): void;
  onClose(): void;
}) {
  return (
    <LoadFailedAlert
      message={texts.failed}
      retryLabel={texts.retry}
      onRetry={onRetry}
      close={{ label: texts.close, onClose }}
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md"
    />
  );
}
