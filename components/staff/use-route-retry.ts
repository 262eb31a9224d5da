"use client";

import { useRouter } from "next/navigation";
import { startTransition, useCallback } from "react";

/** What Next passes a route's error.tsx. */
export type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** For a route's error.tsx: Retry re-runs the server page, then clears the error boundary. */
export function useRouteRetry(reset: () => void) {
  const router = useRouter();
  return useCallback(
    () =>
      startTransition(() => {
        router.refresh();
        reset();
      }),
    [router, reset],
  );
}
