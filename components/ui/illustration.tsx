import Image, { type ImageProps } from "next/image";

/**
 * One of the site's illustrations: the SVGs under public/images drawn at 640 x 480 (heroes,
 * services, events, career cards). Decorative unless given `alt`; lazy unless `eager` (the first
 * cards on a page may be its largest paint on a phone).
 */
export function Illustration({
  alt = "",
  eager = false,
  ...image
}: Omit<ImageProps, "alt" | "width" | "height" | "loading"> & { alt?: string; eager?: boolean }) {
  return <Image {...image} alt={alt} width={640} height={480} loading={eager ? "eager" : "lazy"} />;
}
