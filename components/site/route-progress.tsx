"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

type State = "idle" | "loading" | "done";

/**
 * A thin progress bar at the top while the next page loads (replacing the old full-page loading
 * overlay), and a scroll to the top of the page on every route change.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const [state, setState] = useState<State>("idle");
  const previous = useRef(pathname);

  // Start on clicks of same-site links that lead to another page, and on back/forward.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      // Not event.defaultPrevented: next/link prevents the default itself to navigate on the client.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      setState("loading");
    }
    const onPopState = () => setState("loading");
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  // A navigation that never completes (offline, aborted) must not leave the bar on screen.
  useEffect(() => {
    if (state !== "loading") return;
    const timer = window.setTimeout(() => setState("idle"), 15_000);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The new page has rendered: finish the bar and start at its top.
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    setState("done");
    const timer = window.setTimeout(() => setState("idle"), 600);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div
      aria-hidden="true"
      data-state={state}
      className="route-progress pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left scale-x-0 bg-gradient-to-r from-brand-600 to-amber-500 opacity-0"
    />
  );
}
