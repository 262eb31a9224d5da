"use client";

import { useEffect, useRef, useState } from "react";

import type { Counter } from "@/content/home";
import { timing } from "@/content/timing";
import type { Locale } from "@/i18n/routing";
import { formatCount } from "@/lib/dates";

/**
 * Counters that count from 0 to their targets over 2 s in 60 steps, once 30% of the list is
 * visible. Screen readers get the final figures straight away; with reduced motion so does everyone.
 * The final figures come formatted from the server (`figure`); the browser formats only the steps
 * between, once they run (docs/architecture.md, "Hydration formats nothing with Intl").
 */
export function AnimatedCounters({
  counters,
  locale,
}: {
  counters: (Counter & { label: string; figure: string })[];
  /** The page's language, for the steps' digit grouping. */
  locale: Locale;
}) {
  const list = useRef<HTMLDListElement>(null);
  const [step, setStep] = useState(0);
  const { durationMs, steps, visibleThreshold } = timing.counter;
  const shown = (counter: Counter & { figure: string }) =>
    step === 0
      ? "0"
      : step >= steps
        ? counter.figure
        : formatCount(Math.round((counter.target * step) / steps), locale);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let timer: number | undefined;
    const run = () => {
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        setStep(steps);
        return;
      }
      let current = 0;
      timer = window.setInterval(() => {
        current += 1;
        setStep(current);
        if (current >= steps) window.clearInterval(timer);
      }, durationMs / steps);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: visibleThreshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [durationMs, steps, visibleThreshold]);

  return (
    <dl ref={list} className="grid grid-cols-2 gap-4">
      {counters.map((counter) => (
        <div
          key={counter.label}
          className="flex flex-col-reverse rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-slate-600">{counter.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-4xl">
            <span aria-hidden="true" data-testid="counter-value">
              {shown(counter)}
              {counter.suffix}
            </span>
            <span className="sr-only">
              {counter.figure}
              {counter.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
