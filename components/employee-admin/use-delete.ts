"use client";

import { useCallback } from "react";

import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";

/**
 * Deletes a record through the API once the admin has confirmed: a toast says how it went, and
 * `done` runs only when it worked (a failure leaves the confirmation on screen).
 */
export function useDelete() {
  const toast = useToast();
  return useCallback(
    async (url: string, messages: { done: string; failed: string }, done: () => void) => {
      try {
        await apiFetch(url, { method: "DELETE" });
      } catch (error) {
        return toast.error(messages.failed, error);
      }
      toast.success(messages.done);
      done();
    },
    [toast],
  );
}
