"use client";

import { useCallback, useEffect, useState } from "react";

import { apiFetch, errorMessage } from "@/lib/api-client";

/**
 * Figures of the employee console that the server page rendered (the dashboard, system
 * information, the mail outbox), read again from their API when they may have changed: at once if
 * their tab is shown, else when it is next shown. Not through router.refresh(): a re-read of the
 * server page still in flight while the search or a tab writes the address makes Next's router
 * reload the whole page (and close any open dialog).
 */
export function useConsoleData<T>(
  url: string,
  initial: T,
  shown: boolean,
  /** Picks the figures from the API's answer (a function defined once, outside any component). */
  read: (answer: Record<string, unknown>) => T,
) {
  const [data, setData] = useState(initial);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!shown || !stale) return;
    const controller = new AbortController();
    apiFetch<Record<string, unknown>>(url, { signal: controller.signal })
      .then((answer) => {
        setData(read(answer));
        setStale(false);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(e));
      });
    return () => controller.abort();
  }, [url, read, shown, stale, attempt]);

  return {
    data,
    /** True while changed figures are being read again. */
    updating: stale && !error,
    /** Reading them again failed (the last figures stay). */
    error,
    /** They may have changed: read them again (when shown). */
    changed: useCallback(() => {
      setError(null);
      setStale(true);
      setAttempt((n) => n + 1);
    }, []),
    retry: useCallback(() => {
      setError(null);
      setAttempt((n) => n + 1);
    }, []),
  };
}
