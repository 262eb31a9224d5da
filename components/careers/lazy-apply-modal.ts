"use client";

import dynamic from "next/dynamic";

// The apply modal (dialog, react-hook-form, zod, the upload) loads the first time a visitor shows
// interest in applying, not with the page: the job board and a job's page stay light.
const load = () => import("@/components/careers/apply-modal");
const loadWithMessages = () => import("@/components/careers/apply-modal-with-messages");

export const LazyApplyModal = dynamic(() => load().then((m) => m.ApplyModal), { ssr: false });

/** The same, bringing its message provider along: for a job's page, which has none. */
export const LazyApplyModalWithMessages = dynamic(() => loadWithMessages().then((m) => m.ApplyModalWithMessages), {
  ssr: false,
});

/** Starts fetching the modal's code (on hover or focus of an Apply button), so it opens at once. */
export function preloadApplyModal() {
  void load();
}

/** preloadApplyModal for LazyApplyModalWithMessages. */
export function preloadApplyModalWithMessages() {
  void loadWithMessages();
}
