"use client";

import { ChevronLeft, ChevronRight, type LucideIcon, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

import { timing } from "@/content/timing";

import { useReducedMotion } from "./use-reduced-motion";

function StepButton({ icon: Glyph, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
    >
      <Glyph aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

type Slide = {
  /** The slide's accessible name: "1 of 4: Workforce Solutions". */
  label: string;
  /** Its indicator button's: "Show slide 1: Workforce Solutions". */
  showLabel: string;
  content: React.ReactNode;
};

/**
 * Home hero: the h1 with a word that changes every 3 s, and four slides that advance every 5 s.
 * Previous, next or an indicator stops autoplay for good; the pause button stops and resumes both.
 * Nothing moves while the pointer or keyboard focus is inside, or with reduced motion. Its words
 * come in the page's language from the server page.
 */
export function HeroCarousel({
  headline,
  labels,
  slides,
}: {
  headline: { before: string; words: string[]; text: string };
  labels: {
    carousel: string;
    /** aria-roledescription of the region and of each slide ("carousel", "slide"). */
    carouselRole: string;
    slideRole: string;
    pause: string;
    play: string;
    previous: string;
    next: string;
  };
  slides: Slide[];
}) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [word, setWord] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const running = !stopped && !paused && !holding && !reducedMotion;
  const rotating = !paused && !reducedMotion;
  const count = slides.length;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), timing.heroAutoplayMs);
    return () => window.clearInterval(timer);
  }, [running, count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setWord((w) => (w + 1) % headline.words.length), timing.headlineRotationMs);
    return () => window.clearInterval(timer);
  }, [rotating, headline.words.length]);

  const goTo = (next: number) => {
    setStopped(true);
    setIndex((next + count) % count);
  };

  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-white/5" />
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {headline.before} <span className="sr-only">{headline.words.join(", ")}</span>
          <span aria-hidden="true" data-testid="rotating-word" className="block text-amber-300">
            {headline.words[word]}
          </span>
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-brand-50">{headline.text}</p>

        <section
          aria-roledescription={labels.carouselRole}
          aria-label={labels.carousel}
          className="mt-10"
          onMouseEnter={() => setHolding(true)}
          onMouseLeave={() => setHolding(false)}
          onFocus={() => setHolding(true)}
          onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHolding(false)}
        >
          <div className="mb-4 flex items-center justify-end gap-2">
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="inline-flex items-center gap-2 rounded-full border border-white/30 px-3 py-1.5 text-sm hover:bg-white/10"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {paused ? labels.play : labels.pause}
            </button>
          </div>
          <div className="grid" aria-live={running ? "off" : "polite"}>
            {slides.map((slide, i) => (
              <div
                key={slide.label}
                role="group"
                aria-roledescription={labels.slideRole}
                aria-label={slide.label}
                aria-hidden={i !== index}
                inert={i !== index}
                data-active={i === index}
                className={`transition-opacity duration-700 [grid-area:1/1] ${i === index ? "opacity-100" : "invisible opacity-0"}`}
              >
                {slide.content}
              </div>
            ))}
          </div>
          <div className="mt-6 flex items-center justify-center gap-4">
            <StepButton icon={ChevronLeft} label={labels.previous} onClick={() => goTo(index - 1)} />
            <div className="flex gap-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.label}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === index ? "true" : undefined}
                  className="group grid size-11 place-items-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${i === index ? "w-8 bg-amber-300" : "w-2.5 bg-white/50 group-hover:bg-white"}`}
                  />
                  <span className="sr-only">{slide.showLabel}</span>
                </button>
              ))}
            </div>
            <StepButton icon={ChevronRight} label={labels.next} onClick={() => goTo(index + 1)} />
          </div>
        </section>
      </div>
    </div>
  );
}
