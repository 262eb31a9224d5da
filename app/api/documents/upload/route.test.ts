import { beforeAll, describe, expect, it, vi } from "vitest";

import { GET as documentFile } from "@/app/api/documents/[id]/file/route";
import { db } from "@/lib/server/db/client";
import { bearer, blob, bytes, callForm, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser, prismaClient } from "@/lib/testing/fixtures";
import { PHONE_NAME, makeJpeg, pngClaiming, withPhoneMetadata } from "@/lib/testing/jpeg";

import { POST as upload } from "./route";

const MB = 1024 * 1024;
let admin: Record<string, string>;
let employeeId: string;

beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin" }));
  employeeId = (await makeEmployee()).employee.id;
});

function form(files: { data: Uint8Array; name: string }[], fields: Record<string, string> = {}) {
  const f = new FormData();
  f.append("employeeId", fields.employeeId ?? employeeId);
  f.append("documentType", fields.documentType ?? "Educational Certificate");
  if (fields.description) f.append("description", fields.description);
  for (const file of files) f.append("documents", blob(file.data), file.name);
  return f;
}

const send = (f: FormData) => callForm(upload, { path: "/api/documents/upload", form: f, headers: admin });

/** As a browser sends the form: the encoded body with its real Content-Length. */
async function sendWithLength(f: FormData) {
  const encoded = new Response(f);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = {
    ...admin,
    host: "127.0.0.1:3000",
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
  };
  const req = new Request("http://127.0.0.1:3000/api/documents/upload", { method: "POST", headers, body });
  const res = await upload(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, length: body.byteLength };
}
const documentsOf = (id: string) => db.employeeDocument.count({ where: { employeeId: id } });

describe("POST /api/documents/upload", () => {
  it("stores a file whose name carries control characters (a NUL among them) under the name without them", async () => {
    // As a client may name it (RFC 5987), decoded by the form parser into "cv\u0000\u0007 final.pdf".
    const boundary = "----name-test";
    const part = (headers: string, body: BlobPart) => [`--${boundary}\r\n${headers}\r\n\r\n`, body, "\r\n"];
    const body = new Blob([
      ...part('Content-Disposition: form-data; name="employeeId"', employeeId),
      ...part('Content-Disposition: form-data; name="documentType"', "Educational Certificate"),
      ...part(
        "Content-Disposition: form-data; name=\"documents\"; filename*=UTF-8''cv%00%07%20final.pdf\r\nContent-Type: application/pdf",
        new Uint8Array(bytes.pdf("cv")),
      ),
      `--${boundary}--\r\n`,
    ]);
    const data = new Uint8Array(await body.arrayBuffer());
    const req = new Request("http://127.0.0.1:3000/api/documents/upload", {
      method: "POST",
      headers: {
        ...admin,
        host: "127.0.0.1:3000",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(data.byteLength),
      },
      body: data,
    });
    const res = await upload(req, { params: Promise.resolve({}) });
    const json = (await res.json()) as { documents?: { name: string }[] };
    expect(res.status, JSON.stringify(json)).toBe(201);
    expect(json.documents?.map((d) => d.name)).toEqual(["cv final.pdf"]);
  });

  it("stores every accepted file and reports each refused one with its reason", async () => {
    const before = await documentsOf(employeeId);
    const res = await send(
      form(
        [
          { data: bytes.pdf("marksheet"), name: "marksheet.pdf" },
          { data: bytes.png(), name: "certificate.png" },
          { data: bytes.exe(), name: "transcript.pdf" },
        ],
        { description: "Class XII" },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("2 document(s) uploaded successfully. 1 file(s) failed to upload.");
    expect(res.json.errors).toEqual([
      { filename: "transcript.pdf", error: "Only PDF, DOC, DOCX, JPG and PNG files are allowed" },
    ]);
    const docs = res.json.documents as { name: string; documentType: string; description: string; url: string }[];
    expect(docs.map((d) => d.name).sort()).toEqual(["certificate.png", "marksheet.pdf"]);
    expect(docs[0]).toMatchObject({ documentType: "Educational Certificate", description: "Class XII" });
    expect(await documentsOf(employeeId)).toBe(before + 2);

    // The stored type comes from the bytes, and the file is served back unchanged.
    const pdf = docs.find((d) => d.name === "marksheet.pdf")!;
    const id = pdf.url.split("/")[3];
    const file = await call(documentFile, { path: pdf.url, params: { id }, headers: admin });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.text).toContain("marksheet");
  });

  it("stores a phone's photo of a card without the camera's metadata, and refuses a picture of too many pixels", async () => {
    const card = withPhoneMetadata(await makeJpeg({ width: 64, height: 48 }), 1);
    expect(card.includes(PHONE_NAME)).toBe(true);
    const res = await send(
      form(
        [
          { data: card, name: "aadhaar-front.jpg" },
          { data: pngClaiming(40_000, 40_000), name: "scan.png" },
        ],
        { documentType: "ID Proof" },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.json.errors).toEqual([
      { filename: "scan.png", error: "The image is too large: it must be at most 50 megapixels" },
    ]);
    const [doc] = res.json.documents as { url: string }[];
    const file = await call(documentFile, { path: doc.url, params: { id: doc.url.split("/")[3] }, headers: admin });
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    for (const trace of [PHONE_NAME, "GPSLatitude", "Kankarbagh"]) expect(file.text.includes(trace), trace).toBe(false);
    expect(Number(file.headers.get("content-length"))).toBeLessThan(card.length);
  });

  it("refuses a lone 11 MB file with 413 and stores nothing", async () => {
    const before = await documentsOf(employeeId);
    const big = new Uint8Array(11 * MB);
    big.set(bytes.pdf());
    const res = await send(form([{ data: big, name: "scan.pdf" }]));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      success: false,
      message: "Failed to upload documents",
      errors: [{ filename: "scan.pdf", error: "File is larger than 10 MB" }],
    });
    expect(await documentsOf(employeeId)).toBe(before);
  });

  it("keeps the small files when one of them is over 10 MB", async () => {
    const big = new Uint8Array(11 * MB);
    big.set(bytes.pdf());
    const res = await send(
      form([
        { data: big, name: "huge.pdf" },
        { data: bytes.pdf(), name: "small.pdf" },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("1 document(s) uploaded successfully. 1 file(s) failed to upload.");
    expect(res.json.errors).toEqual([{ filename: "huge.pdf", error: "File is larger than 10 MB" }]);
  });

  it("keeps a 1 MB PDF sent with a 60 MB scan, with the browser's Content-Length, and reports the scan", async () => {
    const before = await documentsOf(employeeId);
    const small = new Uint8Array(MB);
    small.set(bytes.pdf("marksheet"));
    const scan = new Uint8Array(60 * MB);
    scan.set(bytes.pdf());
    const res = await sendWithLength(
      form([
        { data: small, name: "marksheet.pdf" },
        { data: scan, name: "scan.pdf" },
      ]),
    );
    // Past the five files' 10 MB each: the declared length alone once refused the whole upload.
    expect(res.length).toBeGreaterThan(5 * 10 * MB + MB);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("1 document(s) uploaded successfully. 1 file(s) failed to upload.");
    expect(res.json.errors).toEqual([{ filename: "scan.pdf", error: "File is larger than 10 MB" }]);
    expect((res.json.documents as { name: string }[]).map((d) => d.name)).toEqual(["marksheet.pdf"]);
    expect(await documentsOf(employeeId)).toBe(before + 1);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const exact = new Uint8Array(10 * MB);
    exact.set(bytes.pdf());
    const res = await send(form([{ data: exact, name: "exact.pdf" }]));
    expect(res.status).toBe(201);
  });

  it("refuses six files at once and stores none of them", async () => {
    const before = await documentsOf(employeeId);
    const six = Array.from({ length: 6 }, (_, i) => ({ data: bytes.pdf(), name: `doc${i}.pdf` }));
    const res = await send(form(six));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("You can upload a maximum of 5 files at once");
    expect(await documentsOf(employeeId)).toBe(before);
  });

  it("refuses an upload where every file is a disguised executable with 415", async () => {
    const res = await send(form([{ data: bytes.exe(), name: "photo.jpg" }]));
    expect(res.status).toBe(415);
    expect(res.json.errors).toEqual([
      { filename: "photo.jpg", error: "Only PDF, DOC, DOCX, JPG and PNG files are allowed" },
    ]);
  });

  it.each([
    [{ employeeId: "" }, "Please select an employee"],
    [{ documentType: "" }, "Please select a document type"],
    [{ documentType: "Horoscope" }, "Please select a document type"],
  ])("refuses %j with the spec's message", async (fields, message) => {
    const res = await send(form([{ data: bytes.pdf(), name: "a.pdf" }], fields));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses an upload without files", async () => {
    const res = await send(form([]));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please select at least one file");
  });

  it("answers 404 for an unknown employee", async () => {
    const res = await send(form([{ data: bytes.pdf(), name: "a.pdf" }], { employeeId: "no-such-employee" }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Employee not found");
  });

  it("answers 404, and stores nothing, when the employee is deleted while the files arrive", async () => {
    const { employee } = await makeEmployee();
    const client = prismaClient();
    const transaction = client.$transaction.bind(client);
    // The employee goes between the upload's first look and its transaction.
    const spy = vi.spyOn(client, "$transaction").mockImplementationOnce((async (...args: unknown[]) => {
      await db.employee.delete({ where: { id: employee.id } });
      return (transaction as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never);
    try {
      const res = await send(form([{ data: bytes.pdf(), name: "a.pdf" }], { employeeId: employee.id }));
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Employee not found");
    } finally {
      spy.mockRestore();
    }
    expect(await documentsOf(employee.id)).toBe(0);
    expect(
      await db.storedFile.count({ where: { fileName: "a.pdf", kind: "EmployeeDocument", employeeDocument: null } }),
    ).toBe(0);
  });

  it("records the upload in the audit log with the admin as actor", async () => {
    const res = await send(form([{ data: bytes.jpg(), name: "id.jpg" }], { documentType: "ID_Proof" }));
    expect(res.status).toBe(201);
    const entry = await db.auditLog.findFirst({
      where: { action: "document.upload", entityId: employeeId },
      orderBy: { createdAt: "desc" },
    });
    expect(entry?.actorRole).toBe("Admin");
  });
});
