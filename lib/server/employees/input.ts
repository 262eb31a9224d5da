import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { parseMultipart, type UploadedFile } from "@/lib/server/http/multipart";
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TOO_LARGE } from "@/lib/validation/employees";
import { readJson } from "@/lib/server/http/body";

// POST/PUT /api/employees take multipart (the spec: all fields plus profilePicture) or JSON.

export type EmployeeRequest = { fields: Record<string, unknown>; photo: UploadedFile | null; removePhoto: boolean };

export async function readEmployeeRequest(req: Request): Promise<EmployeeRequest> {
  const type = req.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("application/json")) {
    const body: unknown = await readJson(req);
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw new ApiError("bad_request", "The request body must be a JSON object.");
    }
    const fields = body as Record<string, unknown>;
    return { fields, photo: null, removePhoto: fields.removeProfilePicture === true };
  }
  const { fields, files } = await parseMultipart(req, {
    maxFileBytes: PROFILE_PHOTO_MAX_BYTES,
    maxFiles: 1,
    tooLargeMessage: PROFILE_PHOTO_TOO_LARGE,
    tooManyFilesMessage: "Only one profile picture can be uploaded",
  });
  const photo = files.find((f) => f.field === "profilePicture" && f.data.length > 0) ?? null;
  const remove = fields.removeProfilePicture;
  return { fields, photo, removePhoto: remove === "true" || remove === "1" };
}
