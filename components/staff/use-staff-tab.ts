"use client";

import { parseAsStringLiteral, useQueryState } from "nuqs";
import { useEffect } from "react";

/**
 * The console's selected tab, as `?tab=<id>` (the first tab is the default and is left out of the
 * URL). Choosing a tab pushes a history entry, so Back returns to the previous tab.
 */
export function useStaffTab<T extends string>(ids: readonly [T, ...T[]]) {
  const [tab, setTab] = useQueryState(
    "tab",
    parseAsStringLiteral(ids).withDefault(ids[0]).withOptions({ history: "push" }),
  );
  // Back across a reload can land on an entry the router does not re-read (seen in CI: the URL had
  // no ?tab= while the Applications tab stayed selected): after any history move, the URL decides.
  useEffect(() => {
    const follow = () => {
      const wanted = new URLSearchParams(window.location.search).get("tab");
      const next = (ids as readonly string[]).includes(wanted ?? "") ? (wanted as T) : ids[0];
      if (next !== tab) void setTab(next === ids[0] ? null : next, { history: "replace" });
    };
    window.addEventListener("popstate", follow);
    window.addEventListener("pageshow", follow);
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("pageshow", follow);
    };
  }, [ids, tab, setTab]);
  return [tab, setTab] as const;
}
