import { setRequestLocale } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";
import { pageLocale } from "@/i18n/routing";

// The messages the careers pages' client islands need in the browser: the board and its job cards
// ("careers"), the apply modal ("apply", and "consent" for its privacy notice). Here, above the
// segment's error boundary, so error.tsx has them too.
export default async function CompanyCareerLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={["careers", "apply", "consent"]} errors>
      {children}
    </ClientMessages>
  );
}
