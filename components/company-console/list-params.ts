import { type inferParserType, parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs";

import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  PAGE_SIZE_DEFAULT,
} from "@/lib/validation/application-review";

/**
 * The Applications tab's list in the URL: ?q=&jobId=&status=&from=&to=&sort=&order=&page=&pageSize=
 * (defaults left out). The same names as GET /api/admin/applications.
 */
export const applicationListParams = {
  q: parseAsString,
  jobId: parseAsString,
  status: parseAsStringLiteral(APPLICATION_STATUSES),
  from: parseAsString,
  to: parseAsString,
  sort: parseAsStringLiteral(APPLICATION_SORTS).withDefault("appliedDate"),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
  page: parseAsInteger.withDefault(1),
  pageSize: parseAsInteger.withDefault(PAGE_SIZE_DEFAULT),
};

type UrlValues = inferParserType<typeof applicationListParams>;

/** The URL's values as the list query (null -> undefined). */
export function toListQuery(url: UrlValues): ApplicationListQuery {
  return {
    q: url.q || undefined,
    jobId: url.jobId || undefined,
    status: url.status ?? undefined,
    from: url.from || undefined,
    to: url.to || undefined,
    sort: url.sort,
    order: url.order,
    page: Math.max(1, url.page),
    pageSize: url.pageSize,
  };
}

/** A patch of the list query as URL values (undefined -> null, which removes the key). */
export function toUrlPatch(patch: Partial<ApplicationListQuery>) {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v ?? null]));
}

/** The Applications tab's view, ?view=board (a job must be chosen; the list is the default). */
export const VIEWS = ["list", "board"] as const;
export type View = (typeof VIEWS)[number];
export const viewParam = parseAsStringLiteral(VIEWS).withDefault("list").withOptions({ history: "push" });
