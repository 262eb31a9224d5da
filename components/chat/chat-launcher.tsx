import { getTranslations } from "next-intl/server";

import { company } from "@/content/company";

import { ChatButton } from "./chat-button";

/**
 * The help desk's button, on every public page. Its names are formatted here, on the server: an
 * ICU message formatted in the browser makes the first one load the locale's data, about 20 ms of
 * hydration on a phone (components/ui/marquee.tsx).
 */
export async function ChatLauncher() {
  const t = await getTranslations("chat");
  const title = t("title", { company: company.name });
  return <ChatButton labels={{ open: t("open", { title }), close: t("close", { title }) }} />;
}
