import { NextIntlClientProvider } from "next-intl";

import { ErrorTextProvider } from "./error-text";
import { clientMessagesFor, type MessagePart } from "./island-messages";

// The catalogue's parts the browser needs, and no more: a page wraps its interactive parts with
// theirs (<ClientMessages namespaces={["apply"]}>), plus the few its shared pieces use (file inputs,
// error banners, privacy consent, job facts). The site chrome needs none: its client components get
// their words formatted on the server (components/site/shell-labels.ts), so a page without an
// island of its own ships no next-intl client code. Server components read the whole catalogue.

/**
 * `errors`: around a page's forms, every validation and API message (lib/i18n/errors.ts) in the
 * page's language. Without it the dictionary around stays (the public layout's: the chrome's few).
 */
export async function ClientMessages({
  namespaces = [],
  errors,
  children,
}: {
  namespaces?: readonly MessagePart[];
  errors?: boolean;
  children: React.ReactNode;
}) {
  const island = await clientMessagesFor(namespaces, errors);
  return (
    <NextIntlClientProvider messages={island.messages}>
      {errors ? <ErrorTextProvider dictionary={island.errors}>{children}</ErrorTextProvider> : children}
    </NextIntlClientProvider>
  );
}
