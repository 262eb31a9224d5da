import { parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs";

import { GOV_APPLICATION_STATUSES, PAYMENT_FILTERS, SORT_FIELDS } from "@/lib/validation/gov-console";

/**
 * The Applications tab's list in the URL: ?q=&jobId=&status=&paymentStatus=&from=&to=&sort=&order=&page=
 * (defaults left out). Filters, sort and page push a history entry; the search box replaces.
 */
export const govListParams = {
  q: parseAsString.withDefault(""),
  jobId: parseAsString.withDefault(""),
  status: parseAsStringLiteral(GOV_APPLICATION_STATUSES),
  paymentStatus: parseAsStringLiteral(PAYMENT_FILTERS),
  from: parseAsString.withDefault(""),
  to: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(SORT_FIELDS).withDefault("createdAt"),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
  page: parseAsInteger.withDefault(1),
};
