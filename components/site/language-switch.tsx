"use client";

import { Languages } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";

import { Link, usePagePath, usePageLocale } from "@/i18n/intent-link";

type SwitchProps = { prefix: string; className?: string };

/**
 * The same page in the other language. The link stores the choice in the NEXT_LOCALE cookie (as
 * it navigates, and next-intl's middleware again on the way), so the site opens in that language
 * next time. The link's text is the other language's own name, in that language (lang attribute)
 * for screen readers, after `prefix` ("Language: ", from the server) for them alone.
 */
export function LanguageSwitch(props: SwitchProps) {
  // The page's query goes with it: a receipt's or an unsubscribe link's token (?t=, ?token=), the
  // status page's number, the board's search. A prerendered page has no query on the server, so
  // there the link is first drawn without it (the fallback) and gets it once the page is running.
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}

function SwitchWithQuery(props: SwitchProps) {
  const query = useSearchParams().toString();
  return <SwitchLink {...props} search={query ? `?${query}` : ""} />;
}

function SwitchLink({ prefix, className, search }: SwitchProps & { search: string }) {
  const locale = usePageLocale();
  const pathname = usePagePath();
  const other = locale === "hi" ? "en" : "hi";
  return (
    <Link
      href={`${pathname}${search}`}
      locale={other}
      hrefLang={other}
      prefetch={false}
      className={`inline-flex items-center gap-1.5 hover:underline ${className ?? ""}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className="sr-only">{prefix}</span>
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
