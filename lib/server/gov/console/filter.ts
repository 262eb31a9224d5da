import "server-only";

import { istDayEnd, istDayStart, parseDateOnly } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { apostropheSpellings, likeLiteral } from "@/lib/server/db/sql";
import { lookupHashes } from "@/lib/server/platform/crypto";
import {
  asciiDigits,
  isValidAadhaar,
  partialReference,
  phoneSearchDigits,
  searchedReference,
} from "@/lib/validation/ids";
import { refundDueApplicationIds } from "@/lib/server/payments/refunds";
import type { ApplicationFilter } from "@/lib/validation/gov-console";

// The Prisma where-clause for the console's filter, shared by the list and the CSV export so the
// export is exactly "the current filter". Dates are IST calendar days on the application date.

export async function applicationWhere(filter: ApplicationFilter): Promise<Prisma.GovApplicationWhereInput> {
  const and: Prisma.GovApplicationWhereInput[] = [];
  if (filter.q) {
    // Prisma sends these as LIKE / ILIKE: the user's % and _ are escaped (likeLiteral).
    const q = likeLiteral(filter.q);
    // An application number read out over the phone ("app 261207 kjykpv") finds the one stored.
    const reference = searchedReference(filter.q);
    // Or the part of one heard so far ("app 2612"): the numbers that start so.
    const partial = reference === null ? partialReference(filter.q) : null;
    // A mobile typed with +91 or a trunk 0 finds the 10 digits stored (not a reference's date digits).
    const digits = reference === null ? phoneSearchDigits(filter.q) : "";
    // A whole Aadhaar number finds the application made with it (by its keyed hash: the number
    // itself is stored encrypted), so the office can find a form someone made with another
    // person's number when that person asks.
    // Typed with spaces or dashes, or in Devanagari digits, it is the same number.
    const typedAadhaar = asciiDigits(filter.q).replace(/[\s\-\u2010-\u2015]/g, "");
    const aadhaar = isValidAadhaar(typedAadhaar) ? typedAadhaar : null;
    // "O'Brien" finds "O’Brien" (typed on a phone) and the other way round, as the company search does.
    const spellings = apostropheSpellings(filter.q).map(likeLiteral);
    and.push({
      OR: [
        { name: { contains: q, mode: "insensitive" } },
        ...spellings.map((name) => ({ name: { contains: name, mode: "insensitive" as const } })),
        { applicationNumber: { contains: q, mode: "insensitive" } },
        ...(reference ? [{ applicationNumber: reference }] : []),
        ...(partial ? [{ applicationNumber: { startsWith: partial } }] : []),
        { email: { contains: q.toLowerCase() } },
        ...(digits.length >= 3 ? [{ mobile1: { contains: digits } }, { mobile2: { contains: digits } }] : []),
        ...(aadhaar ? [{ aadhaarHash: { in: lookupHashes(aadhaar, "aadhaar") } }] : []),
      ],
    });
  }
  if (filter.jobId) and.push({ jobId: filter.jobId });
  if (filter.status) and.push({ status: filter.status });
  if (filter.paymentStatus === "refund_due") and.push({ id: { in: await refundDueApplicationIds() } });
  else if (filter.paymentStatus) and.push({ paymentStatus: filter.paymentStatus });
  if (filter.from) and.push({ createdAt: { gte: istDayStart(parseDateOnly(filter.from)) } });
  if (filter.to) and.push({ createdAt: { lte: istDayEnd(parseDateOnly(filter.to)) } });
  return and.length ? { AND: and } : {};
}
