import { CircleCheck } from "lucide-react";

import { Icon } from "@/components/ui/icon";
import { Illustration } from "@/components/ui/illustration";
import type { HeroSlide, HeroSlideText } from "@/content/home";
import { Link } from "@/i18n/navigation";

/** One slide's content (server-rendered; the carousel only shows and hides it). */
export function HeroSlideContent({ slide, text, first }: { slide: HeroSlide; text: HeroSlideText; first: boolean }) {
  return (
    <div className="grid h-full items-center gap-8 rounded-3xl bg-white/10 p-6 ring-1 ring-white/15 sm:p-8 lg:grid-cols-2">
      <div>
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-white text-brand-700">
            <Icon name={slide.icon} />
          </span>
          <p className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{text.subtitle}</p>
        </div>
        <h2 className="mt-4 text-2xl font-bold sm:text-3xl">{text.title}</h2>
        <p className="mt-3 leading-7 text-brand-50">{text.description}</p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {text.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm font-medium">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-amber-300" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          href={slide.href}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
        >
          {text.cta} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className={`hidden rounded-2xl bg-gradient-to-br p-2 shadow-lg sm:block ${slide.color}`}>
        <Illustration src={slide.image} eager={first} className="w-full rounded-xl" />
      </div>
    </div>
  );
}
