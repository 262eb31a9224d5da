"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { Link, usePathname } from "@/i18n/navigation";

/**
 * The same page in the other language. next-intl's Link writes the choice to the NEXT_LOCALE
 * cookie as it navigates, so the site opens in that language next time. The link's text is the
 * other language's own name, in that language (lang attribute) for screen readers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations("shell.language");
  const other = locale === "hi" ? "en" : "hi";
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      prefetch={false}
      className={`inline-flex items-center gap-1.5 hover:underline ${className ?? ""}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("switchPrefix")}</span>
      {/* A fixed box for the Hindi name: on an English page its face arrives after the first paint
          (it is not preloaded there), and a device without a Devanagari font of its own first draws
          the word twice as wide; the header around it must not move when the face swaps in. */}
      {other === "hi" ? (
        <span lang="hi" className="inline-block w-8 text-center whitespace-nowrap">
          हिन्दी
        </span>
      ) : (
        <span lang="en">English</span>
      )}
    </Link>
  );
}
