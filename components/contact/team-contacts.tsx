import { Phone } from "lucide-react";
import { useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { teamContacts, telHref } from "@/content/contact";

/** Five team contact cards, in the page's language; every number is a tap-to-call link. */
export function TeamContacts() {
  const t = useTranslations("contact");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {teamContacts.map((contact) => {
        // i18n-keys: contact.teams.*
        const name = t(`teams.${contact.key}.name`);
        return (
          <li key={contact.key} className={`${cardClass} flex flex-col border-t-4 p-6 ${contact.color}`}>
            <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`teams.${contact.key}.purpose`)}</p>
            <ul className="mt-4 space-y-2">
              {contact.phoneNumbers.map((phone) => (
                <li key={phone}>
                  <a
                    href={telHref(phone)}
                    className="inline-flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t("call", { name })} </span>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
