import type messages from "./messages/en.json";
import type { routing } from "./i18n/routing";

// next-intl's types: t("...") keys are checked against the English catalogue, and locales are ours.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
