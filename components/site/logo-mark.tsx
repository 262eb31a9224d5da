import { StaticImage } from "@/components/ui/static-image";

/** The brand mark (40 x 40 SVG) beside the company's name in the header and the footer. */
export function LogoMark({ className }: { className?: string }) {
  return <StaticImage src="/images/brand/logo-mark.svg" alt="" width={40} height={40} eager className={className} />;
}
