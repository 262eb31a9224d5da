import { setRequestLocale } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";
import { pageLocale } from "@/i18n/routing";

// The messages the portal's client islands need in the browser: the sign-in, the company lookup,
// withdraw and "Your data" ("portal"), "Pay now" and the status words ("govStatus"), and the
// test-mode Checkout dialog that "Pay now" may open ("govForm"). Here, above the segment's error
// boundary, so error.tsx has them too.
export default async function ApplicantLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return (
    <ClientMessages namespaces={["portal", "govStatus", "govForm"]} errors>
      {children}
    </ClientMessages>
  );
}
