"use client";

import { ChevronLeft, ChevronRight, type LucideIcon, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

import { heroHeadline } from "@/content/home";
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

/**
 * Home hero: the h1 with a word that changes every 3 s, and four slides that advance every 5 s.
 * Previous, next or an indicator stops autoplay for good; the pause button stops and resumes both.
 * Nothing moves while the pointer or keyboard focus is inside, or with reduced motion.
 */
export function HeroCarousel({ slides }: { slides: { title: string; content: React.ReactNode }[] }) {
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
    const timer = window.setInterval(
      () => setWord((w) => (w + 1) % heroHeadline.words.length),
      timing.headlineRotationMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  const goTo = (next: number) => {
    setStopped(true);
    setIndex((next + count) % count);
  };

  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-white/5" />
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {heroHeadline.before} <span className="sr-only">{heroHeadline.words.join(", ")}</span>
          <span aria-hidden="true" data-testid="rotating-word" className="block text-amber-300">
            {heroHeadline.words[word]}
          </span>
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-brand-50">{heroHeadline.text}</p>

        <section
          aria-roledescription="carousel"
          aria-label="Highlights"
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
              {paused ? "Play animations" : "Pause animations"}
            </button>
          </div>
          <div className="grid" aria-live={running ? "off" : "polite"}>
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}: ${slide.title}`}
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
            <StepButton icon={ChevronLeft} label="Previous slide" onClick={() => goTo(index - 1)} />
            <div className="flex gap-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.title}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === index ? "true" : undefined}
                  className="group grid size-11 place-items-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${i === index ? "w-8 bg-amber-300" : "w-2.5 bg-white/50 group-hover:bg-white"}`}
                  />
                  <span className="sr-only">
                    Show slide {i + 1}: {slide.title}
                  </span>
                </button>
              ))}
            </div>
            <StepButton icon={ChevronRight} label="Next slide" onClick={() => goTo(index + 1)} />
          </div>
        </section>
      </div>
    </div>
  );
}
