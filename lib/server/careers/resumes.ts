import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { db } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { FILE_NAME_MAX } from "@/lib/server/platform/storage";

// Resume downloads for the company admin. The name in the URL is "<stored file id>-<original
// name>" (the spec's resume name). Only the id is looked up, and only among resumes that belong
// to a company application; a name that looks like a path is refused before any lookup.

const FILE_ID = /^[a-z0-9]{10,40}$/;
/** The id, a dash and the stored name, in characters: counted in UTF-16 units, an emoji takes two. */
const NAME_MAX = 40 + 1 + FILE_NAME_MAX;

export function resumeIdFromName(name: string): string {
  if (
    !name ||
    Array.from(name).length > NAME_MAX ||
    /[/\\\u0000-\u001f\u007f]/.test(name) ||
    name === "." ||
    name === ".."
  ) {
    throw new ApiError("bad_request", "This file name is not valid.");
  }
  const dash = name.indexOf("-");
  const id = dash === -1 ? name : name.slice(0, dash);
  if (!FILE_ID.test(id)) throw new ApiError("bad_request", "This file name is not valid.");
  return id;
}

export async function downloadResume(name: string, actor: Actor, ip: string | null) {
  const id = resumeIdFromName(name);
  const file = await db.storedFile.findFirst({
    where: { id, kind: "Resume", companyApplication: { isNot: null } },
    // Naming `data` in the select overrides the client's default omission of file bytes.
    select: {
      id: true,
      fileName: true,
      contentType: true,
      size: true,
      data: true,
      companyApplication: { select: { id: true } },
    },
  });
  // The name after the id must be the file's own: a link is either exactly right or not found.
  const suffix = name.length > id.length ? name.slice(id.length + 1) : null;
  if (!file || (suffix !== null && suffix !== file.fileName)) throw new ApiError("not_found", "Resume not found.");
  await audit(db, actor, {
    action: "company.application.resume_download",
    entityType: "CompanyApplication",
    entityId: file.companyApplication!.id,
    ip,
    data: { fileId: file.id },
  });
  return file;
}
