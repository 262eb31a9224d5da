"use client";

import { ExternalLink, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { cardClass } from "@/components/ui/card";
import { StaticImage } from "@/components/ui/static-image";

/**
 * The office map. The third-party map is loaded only when the visitor asks for it, so the page
 * itself makes no request to the map provider (and sets none of its cookies) on load. Needs the
 * "contact" messages.
 */
export function MapEmbed({ embedUrl, linkUrl, address }: { embedUrl: string; linkUrl: string; address: string }) {
  const [shown, setShown] = useState(false);
  const t = useTranslations("contact.map");
  return (
    <div className={`${cardClass} overflow-hidden`}>
      <div className="relative aspect-[4/3] w-full sm:aspect-[16/9]">
        {shown ? (
          <iframe
            src={embedUrl}
            title={t("title", { address })}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <StaticImage
              src="/images/contact/map-preview.svg"
              alt=""
              width={640}
              height={480}
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 grid place-items-center bg-white/30 p-4">
              <button
                type="button"
                onClick={() => setShown(true)}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-800"
              >
                <MapPin aria-hidden="true" className="size-5" />
                {t("show")}
              </button>
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm text-slate-600">
        <span>{t("notice")}</span>
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {t("open")} <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("newTab")}</span>
        </a>
      </div>
    </div>
  );
}
