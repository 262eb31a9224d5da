"use client";

import { useEffect, useState } from "react";

// Loads data for a tab; reloads when `deps` change, keeping the last data while reloading.
// `initial` (what the server page already loaded for these deps) skips the first request.
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], initial: T | null = null) {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({
    key: initial === null ? null : key,
    data: initial,
    error: null,
  });
  useEffect(() => {
    if (state.key === key) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data, error: null }),
      (error: unknown) =>
        live && setState((s) => ({ key, data: s.data, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps
  }, [key]);
  return { data: state.data, error: state.error, loading: state.key !== key, retry: () => setAttempt((a) => a + 1) };
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        Retry
      </button>
    </div>
  );
}
