/* eslint-disable @next/next/no-img-element -- profile photos come from an authorised API route, not a static asset */
import { initials } from "@/lib/format";

const sizes = { sm: "h-9 w-9 text-xs", md: "h-14 w-14 text-base", lg: "h-24 w-24 text-2xl" } as const;

/** A person's profile photo (served by the authorised file route), or their initials. */
export function Avatar({ name, src, size = "md" }: { name: string; src: string | null; size?: keyof typeof sizes }) {
  if (src) {
    return (
      <img
        src={src}
        alt={`Profile photo of ${name}`}
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-1 ring-slate-200`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
