import { Info } from "lucide-react";
import { useTranslations } from "next-intl";

import { applicationFee } from "@/content/application-fee";
import { company } from "@/content/company";
import { Link } from "@/i18n/navigation";

// Beside every fee of the government board: whose fee it is and how to check it. No state, so it
// renders on the server; the inline one opens with the browser's own <details>, which works before
// hydration and needs no script.

// The steps' words are the catalogue's (govForm.feeNotice.verify), in the same order as
// content/application-fee.ts, which keeps the links (and the English for the help desk).
type Step = { text: string; link?: string };

function VerifySteps({ className = "" }: { className?: string }) {
  const t = useTranslations("govForm.feeNotice");
  const steps = t.raw("verify") as Step[];
  return (
    <ul className={`list-disc space-y-1 pl-5 ${className}`}>
      {steps.map((step, i) => {
        const href = applicationFee.verify[i]?.link?.href;
        return (
          <li key={step.text}>
            {step.text}
            {href && step.link ? (
              <>
                {" "}
                <Link href={href} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {step.link}
                </Link>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** "Fees are set by ...": the notice's sentence, which names the company. */
export function feeNoticeText(t: ReturnType<typeof useTranslations<"govForm.feeNotice">>): string {
  return t("notice", { company: company.name });
}

export function FeeNotice({
  variant = "inline",
  headingLevel = 2,
  text,
  className = "",
}: {
  /** "inline": one line with "How to verify" folded away (a card, a form); "full": all of it, open. */
  variant?: "inline" | "full";
  /** The full notice's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The notice, formatted on the server (feeNoticeText): the board's cards. */
  text?: string;
  className?: string;
}) {
  const t = useTranslations("govForm.feeNotice");
  const notice = text ?? feeNoticeText(t);
  if (variant === "inline") {
    return (
      <div data-testid="fee-notice" className={`text-xs leading-relaxed text-slate-600 ${className}`}>
        <p>{notice}</p>
        <details className="mt-1">
          <summary className="w-fit cursor-pointer rounded py-0.5 font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {t("verifyHeading")}
          </summary>
          <VerifySteps className="mt-1" />
        </details>
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={t("about")}
      data-testid="fee-notice"
      className={`rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950 ${className}`}
    >
      <p className="flex gap-2 font-medium">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>{notice}</span>
      </p>
      <Heading className="mt-3 font-semibold">{t("verifyHeading")}</Heading>
      <VerifySteps className="mt-1" />
    </section>
  );
}
