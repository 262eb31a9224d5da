"use client";

import { useMediaQuery } from "@/components/ui/use-media-query";

/** The visitor's reduced-motion preference (false while rendering on the server). */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
