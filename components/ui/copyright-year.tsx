"use client";

// The current year on the visitor's clock, so a statically built page never shows a stale year.
export function CopyrightYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
