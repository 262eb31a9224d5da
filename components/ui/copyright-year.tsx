"use client";

import { useEffect, useState } from "react";

import { istYear } from "@/lib/dates";

/**
 * The year in India: `year` is the one the server rendered in (a static page's is its build's),
 * which hydration must find; once hydrated it is read again from the visitor's clock, so a page
 * built in December does not show last year's in January.
 */
export function CopyrightYear({ year }: { year: number }) {
  const [shown, setShown] = useState(year);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is read once hydrated: the server's HTML cannot know it
  useEffect(() => setShown(istYear()), []);
  return <span>{shown}</span>;
}
