// The e2e run's mail server: the app under test delivers through its queue worker to this SMTP
// server (SMTP_URL), and specs read what arrived over HTTP: GET /mails?to=<address> answers
// [{ to, subject, text, attachments: [{ filename, contentType, content }] }] with the text part and
// the attachments decoded. Started by playwright.config.ts.
import http from "node:http";

import { startFakeSmtp } from "../lib/testing/fake-smtp";
import { decodeBody, decodeQuotedPrintable, headerValue, mailAttachments } from "../lib/testing/mime";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

function header(data: string, name: string): string {
  // RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a subject with non-ASCII characters.
  return headerValue(data, name).replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
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
  return decodeBody(head, rest.join("\n\n"));
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
        attachments: mailAttachments(m.data),
      }))
      .filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
  })
  .listen(httpPort, "127.0.0.1", () => console.log(`mail catcher: SMTP ${smtp.url}, HTTP :${httpPort}`));
