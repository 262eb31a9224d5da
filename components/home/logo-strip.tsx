import { Marquee } from "@/components/ui/marquee";
import { marqueeLabels } from "@/components/ui/marquee-labels";
import { StaticImage } from "@/components/ui/static-image";
import { clientLogos } from "@/content/home";
import { timing } from "@/content/timing";

/** Ten client logo marks scrolling in a 40 s loop; pauses on hover, on focus and with its button (`label` names them for it). */
export async function LogoStrip({ label }: { label: string }) {
  return (
    <Marquee labels={await marqueeLabels(label)} seconds={timing.logoStripLoopSeconds} tone="light" className="gap-3">
      {clientLogos.map((logo) => (
        <div
          key={logo.name}
          className="mx-4 flex h-16 items-center rounded-xl bg-white px-5 ring-1 ring-slate-200 sm:mx-6"
        >
          <StaticImage src={logo.image} alt={logo.name} width={logo.width} height={64} className="h-9 w-auto" />
        </div>
      ))}
    </Marquee>
  );
}
