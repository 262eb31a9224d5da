// GET /gov-career/form-texts.v2.json (English), /hi/gov-career/form-texts.v2.json (Hindi): the words of
// the government application form and of the screens after it (saved, paid), with every
// validation and API message in that language. The board's page carries only the board's words;
// the form fetches these when a visitor picks a job (components/gov-apply/form-texts.tsx), beside
// its own code. Rendered once per language at build time: the catalogue changes only with a deploy.
import { GOV_FORM_MESSAGE_PARTS } from "@/components/gov-apply/message-parts";
import { pageLocale, routing } from "@/i18n/routing";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { errorDictionaryFor, messagesFor } from "@/lib/server/i18n/locale";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = pageLocale((await params).locale);
  const body = {
    locale,
    messages: pickMessages(messagesFor(locale), GOV_FORM_MESSAGE_PARTS),
    errors: errorDictionaryFor(locale),
  };
  return Response.json(body);
}
