"use client";

import { type AbstractIntlMessages, NextIntlClientProvider } from "next-intl";
import type { ComponentProps } from "react";

import type { Locale } from "@/i18n/routing";
import { IST_TIME_ZONE } from "@/lib/dates";

import { ChatPanel } from "./chat-panel";

/**
 * The floating help desk's panel with its messages ("chat"), loaded the first time the button is
 * pressed: next-intl's client runtime comes with it, not with the page (ChatLauncher).
 */
export function ChatIsland({
  locale,
  messages,
  ...panel
}: ComponentProps<typeof ChatPanel> & { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={IST_TIME_ZONE}>
      <ChatPanel {...panel} />
    </NextIntlClientProvider>
  );
}
