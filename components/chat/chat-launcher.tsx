import { getLocale, getMessages, getTranslations } from "next-intl/server";

import { company } from "@/content/company";
import { pageLocale } from "@/i18n/routing";

import { ChatButton } from "./chat-button";

/**
 * The help desk's button, on every public page. Its names are formatted here, on the server
 * (docs/architecture.md, "Hydration formats nothing with Intl"); the panel, loaded when it opens,
 * gets the "chat" messages.
 */
export async function ChatLauncher() {
  const [t, messages, locale] = await Promise.all([getTranslations("chat"), getMessages(), getLocale()]);
  const title = t("title", { company: company.name });
  return (
    <ChatButton
      labels={{
        open: t("open", { title }),
        close: t("close", { title }),
        loadFailed: t("loadFailed"),
        retry: t("retry"),
      }}
      locale={pageLocale(locale)}
      messages={{ chat: messages.chat }}
    />
  );
}
