import type { useTranslations } from "next-intl";

import { PostedOn } from "@/components/careers/job-card";

import type { BoardPage, BoardTexts } from "./job-board-client";

/**
 * The board's first page's words that take a value (its count line, each card's application count,
 * Apply button name and posted date), formatted on the server in the page's language: formatting
 * them in the browser loaded Intl's locale data inside the hydration task (docs/architecture.md,
 * Performance).
 */
export function boardTexts(page: BoardPage, t: ReturnType<typeof useTranslations<"careers">>): BoardTexts {
  return {
    count: t("board.count", { total: page.total }),
    cards: Object.fromEntries(
      page.jobs.map((job) => [
        job.id,
        {
          applications: t("job.applications", { count: job.applicationCount }),
          applyNowFor: t("job.applyNowFor", { title: job.title }),
          posted: <PostedOn date={job.postedDate} />,
        },
      ]),
    ),
  };
}
