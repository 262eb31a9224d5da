/* eslint-disable @next/next/no-img-element -- a fixed-size SVG: next/image would serve it as it is
   (it does not optimise SVG) and would add its client component to every public page's scripts */

/** The brand mark (40 x 40 SVG) beside the company's name in the header and the footer. */
export function LogoMark({ className }: { className?: string }) {
  return <img src="/images/brand/logo-mark.svg" alt="" width={40} height={40} decoding="async" className={className} />;
}
