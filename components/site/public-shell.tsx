import { useTranslations } from "next-intl";

import { HindiFaceAfterLoad } from "./hindi-face-after-load";
import { RouteProgress } from "./route-progress";
import { ScamTicker } from "./scam-ticker";
import { SiteFooter } from "./site-footer";
import { shellLabels } from "./shell-labels";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";

/**
 * The public site's chrome around a page: top bar, header, scam ticker, footer. The layout adds the
 * help desk. The server-rendered parts read the "site" namespace (it stays on the server); the
 * header and the newsletter box, client components, read "shell".
 */
export function PublicShell({ children }: { children: React.ReactNode }) {
  const t = useTranslations("site");
  const shell = useTranslations("shell");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipLink")}
      </a>
      <RouteProgress />
      <HindiFaceAfterLoad />
      <TopBar />
      <SiteHeader labels={shellLabels(shell)} />
      <ScamTicker />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
