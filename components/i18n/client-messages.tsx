import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

// The catalogue's parts the browser needs, and no more: the public layout gives the site chrome's
// ("shell": header, menu, newsletter, help desk), and a page wraps its own interactive parts with
// theirs (<ClientMessages namespaces={["apply"]}>). A provider replaces the one around it, so each
// also carries the shell's. Server components read the whole catalogue on the server instead.
export const SHELL_NAMESPACES = ["shell", "chat", "ui", "consent", "jobFacts"] as const;

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[];
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const wanted = new Set<string>([...SHELL_NAMESPACES, ...namespaces]);
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
