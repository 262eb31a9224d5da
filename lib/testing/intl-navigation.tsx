// A stand-in for @/i18n/navigation and @/i18n/intent-link in component tests (vi.mock("@/i18n/navigation",
// () => import("@/lib/testing/intl-navigation"))): the real ones need the App Router's context. Its
// Link prefixes the locale as the real one does ("/gov-career" -> "/hi/gov-career" on a Hindi page),
// and the page's language is the test's provider's.
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";

import { localePath } from "@/lib/seo";

export function Link({
  href,
  locale,
  prefetch: _prefetch,
  children,
  ...rest
}: Omit<ComponentProps<"a">, "href"> & { href: string; locale?: string; prefetch?: boolean }) {
  const current = useLocale();
  return (
    <a href={localePath(href, locale ?? current)} {...rest}>
      {children}
    </a>
  );
}

export const usePathname = () => "/";
export const usePagePath = () => "/";
export const usePageLocale = () => useLocale();
export const useRouter = () => ({ push: () => {}, replace: () => {}, refresh: () => {}, back: () => {} });
export const getPathname = ({ href, locale }: { href: string; locale: string }) => localePath(href, locale);
export function redirect(href: string): never {
  throw new Error(`redirect to ${href}`);
}
