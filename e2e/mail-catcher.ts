// The e2e run's mail server: the app under test delivers through its queue worker to this SMTP
// server (SMTP_URL), and specs read what arrived over HTTP: GET /mails?to=<address> answers
// [{ to, subject, text }] with the text part decoded. Started by playwright.config.ts.
import http from "node:http";

import { startFakeSmtp } from "../lib/testing/fake-smtp";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

/** Undoes quoted-printable (what nodemailer uses for non-ASCII text such as ₹). */
function decodeQuotedPrintable(body: string): string {
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

function header(data: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, "mi").exec(data);
  const value = match?.[1].replace(/\n[ \t]+/g, " ").trim() ?? "";
  // RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a subject with non-ASCII characters.
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The text/plain part of a message (or its only body), decoded. */
function textPart(data: string): string {
  const parts = data.split(/\n--[^\n]+\n/);
  const plain = parts.find((p) => /content-type: text\/plain/i.test(p)) ?? data;
  const [head, ...rest] = plain.split("\n\n");
  const body = rest.join("\n\n");
  if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  return body;
}

const smtp = await startFakeSmtp({ port: smtpPort });
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${httpPort}`);
    if (url.pathname !== "/mails") {
      res.writeHead(url.pathname === "/" ? 200 : 404).end("mail catcher");
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = smtp.mails
      .map((m) => ({
        to: m.to.map((t) => t.replace(/[<>]/g, "").toLowerCase()),
        subject: header(m.data, "Subject"),
        text: textPart(m.data),
      }))
      .filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
  })
  .listen(httpPort, "127.0.0.1", () => console.log(`mail catcher: SMTP ${smtp.url}, HTTP :${httpPort}`));
