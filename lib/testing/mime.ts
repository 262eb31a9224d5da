// Reading the raw messages the fake SMTP server records (tests and the e2e mail catcher): the
// parts of a MIME message with their bodies decoded. Enough for what nodemailer writes.

/** Undoes quoted-printable (what nodemailer uses for non-ASCII text such as ₹). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header's value, folded lines joined ("" when absent). */
export function headerValue(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, "mi").exec(head);
  return match?.[1].replace(/\n[ \t]+/g, " ").trim() ?? "";
}

/** A part's body as text, by its Content-Transfer-Encoding. */
export function decodeBody(head: string, body: string): string {
  const encoding = headerValue(head, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  return body;
}

export type MimePart = { head: string; body: string };

/** Every part of the message (the top-level headers' own block first), split at the boundaries. */
export function mimeParts(data: string): MimePart[] {
  return data.split(/\n--[^\n]+\n/).map((chunk) => {
    const [head, ...rest] = chunk.split("\n\n");
    return { head, body: rest.join("\n\n") };
  });
}

export type MailAttachment = { filename: string; contentType: string; content: string };

/** The attachments (parts with a filename), decoded; contentType without its name parameter. */
export function mailAttachments(data: string): MailAttachment[] {
  return mimeParts(data).flatMap(({ head, body }) => {
    const filename = /filename="?([^";\n]+)"?/i.exec(headerValue(head, "Content-Disposition"))?.[1];
    if (!filename) return [];
    const contentType = headerValue(head, "Content-Type")
      .split(/;\s*/)
      .filter((p) => !/^name=/i.test(p))
      .join("; ");
    return [{ filename, contentType, content: decodeBody(head, body) }];
  });
}
