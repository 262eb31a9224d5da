"use client";

import Image from "next/image";
import { useCallback, useState } from "react";

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
        <Image
          ref={checkLoaded}
          src={src}
          alt={alt}
          width={400}
          height={480}
          preload
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
