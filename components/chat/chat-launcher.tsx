import { getTranslations } from "next-intl/server";

import { company } from "@/content/company";

import { ChatButton } from "./chat-button";

/**
 * The help desk's button, on every public page. Its names are formatted here, on the server
 * (docs/architecture.md, "Hydration formats nothing with Intl").
 */
export async function ChatLauncher() {
  const t = await getTranslations("chat");
  const title = t("title", { company: company.name });
  return <ChatButton labels={{ open: t("open", { title }), close: t("close", { title }) }} />;
}
