"use client";

import { useEffect } from "react";

import { usePageLoaded } from "@/components/ui/use-page-loaded";

/**
 * Marks the document loaded (`<html data-loaded>`). An English page's Hindi (the scam ticker's line,
 * the header's "हिन्दी") takes the self-hosted Devanagari face only from then on (public.css), so
 * the face is fetched after the page's own files and its first paint, not with them: before that
 * it is drawn in the device's own Devanagari font, as it would be until a swap anyway.
 */
export function HindiFaceAfterLoad() {
  const loaded = usePageLoaded();
  useEffect(() => {
    if (loaded) document.documentElement.setAttribute("data-loaded", "");
  }, [loaded]);
  return null;
}
