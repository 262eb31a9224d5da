import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";

import { StaticImage } from "@/components/ui/static-image";
import { leaders } from "@/content/people";
import { Link } from "@/i18n/navigation";

/** The two leaders, alternating image sides on wide screens, each linking to a full profile. */
export function Leaders() {
  const t = useTranslations("home.leaders");
  // The role and introduction of each leader in content/people.ts, in the same order.
  const texts = t.raw("people") as { role: string; description: string }[];
  return (
    <div className="space-y-10">
      {leaders.map((leader, i) => (
        <article
          key={leader.name}
          className="grid items-center gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-5"
        >
          <StaticImage
            src={leader.image}
            alt={t("portrait", { name: leader.name })}
            width={400}
            height={480}
            className={`mx-auto w-48 rounded-2xl md:col-span-2 md:w-full md:max-w-xs ${leader.reverse ? "md:order-last" : ""}`}
          />
          <div className="md:col-span-3">
            <h3 className="text-2xl font-bold text-slate-900">{leader.name}</h3>
            <p className="mt-1 font-semibold text-brand-700">{texts[i].role}</p>
            <p className="mt-4 leading-7 text-slate-600">{texts[i].description}</p>
            <Link
              href={leader.link}
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {t("profile", { firstName: leader.name.split(" ")[0] })}{" "}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </article>
      ))}
    </div>
  );
}
