import { StaticImage } from "./static-image";

/**
 * One of the site's illustrations: the SVGs under public/images drawn at 640 x 480 (heroes,
 * services, events, career cards). Decorative unless given `alt`; lazy unless `eager` (the first
 * cards on a page may be its largest paint on a phone).
 */
export function Illustration({
  src,
  alt = "",
  eager = false,
  className,
}: {
  src: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return <StaticImage src={src} alt={alt} width={640} height={480} eager={eager} className={className} />;
}
