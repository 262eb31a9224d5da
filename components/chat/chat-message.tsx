import { useTranslations } from "next-intl";
import { Fragment } from "react";

import { Link } from "@/i18n/navigation";

import type { ChatTurn } from "./use-chat";

// Renders [label](/path) links to our own pages; everything else is plain text. A path, never
// "//host/...": a browser reads that as another site.
const LINK = /\[([^\]]{1,80})\]\((\/(?!\/)[A-Za-z0-9/_-]*)\)/g;

function withLinks(text: string) {
  const out: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out.push(text.slice(last, match.index));
    out.push(
      <Link key={match.index} href={match[2]} className="font-medium underline underline-offset-2">
        {match[1]}
      </Link>,
    );
    last = (match.index ?? 0) + match[0].length;
  }
  out.push(text.slice(last));
  return out.map((node, i) => <Fragment key={i}>{node}</Fragment>);
}

export function ChatMessage({ turn }: { turn: ChatTurn }) {
  const t = useTranslations("chat");
  const mine = turn.role === "user";
  // After the greeting (the site's own words) a turn may hold any Hindi word: the whole face (public.css).
  const visitorText = turn.id === 0 ? "" : "visitor-text ";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <p
        className={`${visitorText}max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap ${
          mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900"
        }`}
      >
        <span className="sr-only">{mine ? t("you") : t("assistant")}</span>
        {withLinks(turn.text)}
      </p>
    </li>
  );
}
