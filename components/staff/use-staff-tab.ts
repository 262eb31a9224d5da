"use client";

import { parseAsStringLiteral, useQueryState } from "nuqs";

/**
 * The console's selected tab, as `?tab=<id>` (the first tab is the default and is left out of the
 * URL). Choosing a tab pushes a history entry, so Back returns to the previous tab.
 */
export function useStaffTab<T extends string>(ids: readonly [T, ...T[]]) {
  return useQueryState("tab", parseAsStringLiteral(ids).withDefault(ids[0]).withOptions({ history: "push" }));
}
