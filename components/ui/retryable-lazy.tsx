"use client";

import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

// A part of a page whose code is fetched when it is first shown (the help desk's panel, the
// government form and its outcome screens). With next/dynamic, a fetch that failed (a phone
// between two cell towers) threw to the page's error boundary and the whole page was replaced by
// "This page couldn't load", even after a payment had gone through. Here a failed fetch shows the
// part's own message with Try again, which fetches it again; an error of the loaded code itself
// still goes up to the page's boundary.

/** The code of a lazily loaded part did not arrive. */
export class PartLoadFailed extends Error {
  constructor(cause: unknown) {
    super(`A part of the page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "PartLoadFailed";
  }
}

type LoadState = { error: PartLoadFailed | null };

class LoadBoundary extends Component<
  { failed: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  LoadState
> {
  state: LoadState = { error: null };

  static getDerivedStateFromError(error: unknown): LoadState | null {
    return error instanceof PartLoadFailed ? { error } : null;
  }

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.failed(() => {
      this.props.onRetry();
      this.setState({ error: null });
    });
  }
}

export type RetryableProps = {
  /** Shown in the part's place when its code did not arrive; `retry` fetches it again. */
  failed: (retry: () => void) => ReactNode;
  /** Shown while the code is on the way. */
  loading?: ReactNode;
};

/**
 * `load`'s component, fetched when first rendered (or earlier, by calling `preload`), with
 * `failed` in its place when the fetch fails.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () =>
    lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          throw new PartLoadFailed(error);
        },
      ),
    );
  // Shared by every place that renders the part; replaced when a failed fetch is tried again (a
  // part mounted after a failure shows its message at once, and its Try again fetches anew).
  let current = make();

  function Retryable({ failed, loading = null, ...props }: P & RetryableProps) {
    const [Loaded, setLoaded] = useState(() => current);
    return (
      <LoadBoundary
        failed={failed}
        onRetry={() => {
          current = make();
          setLoaded(() => current);
        }}
      >
        <Suspense fallback={loading}>
          <Loaded {...(props as unknown as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  /** Starts the fetch ahead of the first render; a failure is left to that render. */
  const preload = () => void load().catch(() => {});
  return Object.assign(Retryable, { preload });
}
