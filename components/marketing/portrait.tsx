"use client";

import { useCallback, useState } from "react";
import { preload } from "react-dom";

import { StaticImage } from "@/components/ui/static-image";

/**
 * A portrait that falls back to the person's initials when the image cannot be loaded, including
 * when it failed before this component hydrated. The server parent gives the texts in the page's
 * language: `alt` ("Portrait of Abhishek Ranjan") and `initialsLabel` ("Initials of Abhishek Ranjan").
 */
export function Portrait({
  src,
  initials,
  alt,
  initialsLabel,
}: {
  src: string;
  initials: string;
  alt: string;
  initialsLabel: string;
}) {
  const [failed, setFailed] = useState(false);
  // The portrait is the profile page's first screen: fetched with the page (a preload in its head).
  preload(src, { as: "image" });
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div className="relative aspect-[5/6] w-full overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 shadow-xl ring-1 ring-black/5">
      {failed ? (
        <div role="img" aria-label={initialsLabel} className="grid size-full place-items-center">
          <span
            aria-hidden="true"
            data-testid="portrait-initials"
            className="text-7xl font-bold tracking-wide text-white"
          >
            {initials}
          </span>
        </div>
      ) : (
        <StaticImage
          ref={checkLoaded}
          src={src}
          alt={alt}
          width={400}
          height={480}
          eager
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
