/* eslint-disable @next/next/no-img-element -- the site's own images are SVGs, which next/image serves
   as they are (it does not optimise SVG); it would only add its client component to every page */
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "loading" | "decoding"> & {
  src: string;
  alt: string;
  /** The drawn size's ratio (the layout sets the size): reserves the box before the file arrives. */
  width: number;
  height: number;
  /** Fetched with the page rather than when it nears the screen: for images in the first screen. */
  eager?: boolean;
};

/** One of the site's SVG images (public/images): lazy unless `eager`, decoded off the main thread. */
export function StaticImage({ alt, eager = false, ...image }: Props) {
  return <img {...image} alt={alt} loading={eager ? "eager" : "lazy"} decoding="async" />;
}
