import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";
import { db, type Db, type Tx } from "@/lib/server/db/client";
import { enqueue, enqueueMany, MAIL_TRIES, QUEUES, sender } from "@/lib/server/jobs/queue";
import { log } from "@/lib/server/platform/log";

// The one way the app sends e-mail. Every message is first recorded in MailOutbox together with a
// mail.deliver job on the queue (lib/server/jobs); a worker then sends it through nodemailer with
// SMTP_URL, retrying with backoff, or keeps it queued there (and logged) without SMTP, so nothing
// is silently dropped. A failing mail server never fails the action that triggered the mail.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail (kept in the outbox with the message). */
  headers?: Record<string, string>;
  /** Text attachments, e.g. an interview's invite.ics (kept in the outbox with the message). */
  attachments?: MailAttachment[];
  /** The record the mail is about: erasing that record's personal data deletes the mail too. */
  about?: MailAbout;
  /**
   * Where a reply goes when not to MAIL_REPLY_TO (every other mail's Reply-To): the visitor's own
   * address on a contact form's forward, so that staff answer them and not the company's own inbox.
   */
  replyTo?: string;
};

/** A mail to an applicant about their application: the console of its board lists it (mailsAbout). */
export type ApplicationMail = { board: "company" | "gov"; applicationId: string };

/**
 * What a mail is about (MailOutbox.about), so that the record's anonymisation deletes it:
 * "company:<id>"/"gov:<id>" to the applicant, "company-staff:<id>" for staff's notice of that
 * application (listed in no console), "contact:<id>" for a contact message's forward.
 */
export type MailAbout = ApplicationMail | (ApplicationMail & { staff: true }) | { contactMessageId: string };

export function aboutKey(about: MailAbout): string {
  if ("contactMessageId" in about) return `contact:${about.contactMessageId}`;
  return "staff" in about ? `${about.board}-staff:${about.applicationId}` : `${about.board}:${about.applicationId}`;
}

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every try ends (sent or failed) well inside the delivery job's expiry (queue.ts): nodemailer's own
 * defaults (2 minutes to connect, 10 of silence) outlast it, and the queue would then hand the mail
 * to the next try while this one could still send it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * How long a try holds the message it took (MailOutbox.claimedUntil): the delivery job's expiry
 * (queue.ts), well past the longest a try lasts (SMTP_TIMEOUTS). No other try, whichever job it runs
 * for, takes the message before then: the mail server may still be taking it from this one. A try
 * that fails hands the message back at once, for the queue's retry.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

let transport: { url: string; transporter: Transporter } | undefined;
function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return transport.transporter;
}

export type Recorded = { id: string; status: "queued" };

/**
 * Records the message in the outbox and queues its delivery (mail.deliver) in one transaction, or
 * in the caller's `tx` so it exists exactly when the change it reports was committed (the caller
 * awaits `sender()` before opening that transaction). With a
 * `dedupeKey`, a second call for the same key records nothing and returns the first message.
 */
export async function sendMail(mail: Mail, options: { tx?: Tx; dedupeKey?: string } = {}): Promise<Recorded> {
  const write = async (tx: Tx): Promise<Recorded> => {
    const data = outboxRow(mail, options.dedupeKey);
    if (options.dedupeKey) {
      const { count } = await tx.mailOutbox.createMany({ data: [data], skipDuplicates: true });
      const row = await tx.mailOutbox.findUniqueOrThrow({
        where: { dedupeKey: options.dedupeKey },
        select: { id: true },
      });
      if (count === 0) return { id: row.id, status: "queued" };
      await enqueue(QUEUES.mail, { outboxId: row.id }, { tx });
      return { id: row.id, status: "queued" };
    }
    const row = await tx.mailOutbox.create({ data, select: { id: true } });
    await enqueue(QUEUES.mail, { outboxId: row.id }, { tx });
    return { id: row.id, status: "queued" };
  };
  if (!options.tx) await sender();
  const recorded = options.tx ? await write(options.tx) : await db.$transaction(write);
  log.info("mail.queued", { id: recorded.id });
  return recorded;
}

/** A mail as its outbox row keeps it. */
const outboxRow = (mail: Mail, dedupeKey?: string) => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers,
  attachments: mail.attachments?.length ? mail.attachments : undefined,
  dedupeKey,
  about: mail.about ? aboutKey(mail.about) : undefined,
  replyTo: mail.replyTo,
});

/** The rows one statement of sendMails writes. */
const MAIL_BATCH = 500;

/**
 * Many mails in the caller's transaction, each as sendMail records it (one whose dedupe key is in
 * the outbox already is left out), in a few statements rather than three each: a job edit that
 * lowers a drive's fee mails thousands of applicants, and a payment on any of them waits for that
 * transaction. The caller awaits `sender()` before opening it. Returns how many were queued.
 */
export async function sendMails(mails: { mail: Mail; dedupeKey?: string }[], { tx }: { tx: Tx }): Promise<number> {
  let queued = 0;
  for (let start = 0; start < mails.length; start += MAIL_BATCH) {
    const rows = await tx.mailOutbox.createManyAndReturn({
      data: mails.slice(start, start + MAIL_BATCH).map(({ mail, dedupeKey }) => outboxRow(mail, dedupeKey)),
      skipDuplicates: true,
      select: { id: true },
    });
    await enqueueMany(
      QUEUES.mail,
      rows.map((row) => ({ outboxId: row.id })),
      { tx },
    );
    queued += rows.length;
  }
  if (queued) log.info("mail.queued", { count: queued });
  return queued;
}

export type Delivery = "sent" | "kept" | "retry" | "failed" | "skipped";

/** The dedupe key prefix of a sign-in code's mail (applicant/otp.ts): the code row's id follows. */
const SIGN_IN_CODE = "otp:";
/** The dedupe key prefix of a set-password link's mail (issuePasswordToken): the token row's id follows. */
const PASSWORD_LINK = "password-token:";

// Mail whose body is a credential: an applicant's sign-in code (applicant/otp.ts) and a password or
// invitation link (auth/password-reset.ts), known by their dedupe keys. Once the mail server has
// such a message its text and HTML are blanked, so whoever reads the outbox later cannot sign in;
// recipient, subject, status and times stay for the record. Until then the body is needed (retries).
const CREDENTIAL_MAIL_KEYS = [SIGN_IN_CODE, PASSWORD_LINK];

/**
 * The dedupe key prefix of a mail that must still go to a person whose data was just erased (an
 * interview's cancellation, queued by the erasure's own withdrawal: their calendar must lose the
 * invitation). The row is deleted once the mail server has it, once it finally fails, or at once
 * when no mail server is set. (Should the database be away just after sending, the row stays
 * queued until the outbox's retention purge, as any unrecorded send does.)
 */
export const FORGET_ONCE_SENT = "erased:";

const forgetOnceSent = (dedupeKey: string | null) => dedupeKey?.startsWith(FORGET_ONCE_SENT) ?? false;

/** Why a retry of a credential mail was not sent (deliverMail). */
export const STALE_CREDENTIAL =
  "Not sent: the code or link in it had expired, been used or been replaced by a newer one before this try.";

export function carriesCredential(dedupeKey: string | null): boolean {
  return dedupeKey !== null && CREDENTIAL_MAIL_KEYS.some((prefix) => dedupeKey.startsWith(prefix));
}

/**
 * One try at delivering an outbox row (the mail.deliver job). Each try first takes the row in a
 * conditional update (its attempt count moves by one, and it holds the row for CLAIM_LEASE_MS), so
 * two tries can never both send it, even for two jobs of one row. A failure throws for the queue to
 * try again later, until the MAIL_TRIES-th try marks it failed. Without SMTP_URL the message is kept
 * in the outbox (and the log): there is nowhere to send it.
 */
export async function deliverMail(outboxId: string): Promise<Delivery> {
  const row = await db.mailOutbox.findUnique({ where: { id: outboxId } });
  if (!row || row.status !== "queued") return "skipped";
  const transporter = smtp();
  if (!transporter) {
    // Nowhere to send it, and the person it is for was erased: it is not kept either.
    if (forgetOnceSent(row.dedupeKey)) await db.mailOutbox.deleteMany({ where: { id: row.id, status: "queued" } });
    log.info("mail.kept", { id: row.id, reason: "SMTP_URL not set" });
    return "kept";
  }
  const now = new Date();
  if (row.claimedUntil && row.claimedUntil > now) return held(row.id, row.claimedUntil);
  // A retry of a sign-in code or password link that no longer works (a newer code was asked for,
  // or it expired or was used meanwhile) is not sent: the applicant would type the code from it and
  // be refused. It ends failed, saying why, as the admin's "Send again" refuses it.
  if (carriesCredential(row.dedupeKey) && !(await liveCredentials([row.dedupeKey!], now)).size) {
    await db.mailOutbox.updateMany({
      where: { id: row.id, status: "queued", attempts: row.attempts },
      data: { status: "failed", lastError: STALE_CREDENTIAL, claimedUntil: null },
    });
    log.info("mail.credential_stale", { id: row.id, attempts: row.attempts });
    return "failed";
  }
  const attempt = row.attempts + 1;
  const { count } = await db.mailOutbox.updateMany({
    where: {
      id: row.id,
      status: "queued",
      attempts: row.attempts,
      OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }],
    },
    data: { attempts: attempt, claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) },
  });
  // Another try took it since we read it: that try, or its job's retry, sees it through.
  if (count === 0) return "skipped";
  let failure: unknown;
  let sent = false;
  try {
    await transporter.sendMail({
      from: env().MAIL_FROM,
      replyTo: row.replyTo ?? env().MAIL_REPLY_TO,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: outboxHeaders(row.headers),
      attachments: outboxAttachments(row.attachments),
    });
    sent = true;
  } catch (error) {
    failure = error;
  }
  if (sent) {
    // The mail server has it: whatever happens to this record, the job must not fail, or the queue
    // would try again and the applicant get the mail twice. Tried twice; if the database is still
    // away, the row stays queued with this try counted (never requeued: requeueKeptMail takes
    // untried rows only) and the log says so.
    const sent = () =>
      forgetOnceSent(row.dedupeKey)
        ? db.mailOutbox.deleteMany({ where: { id: row.id, status: "queued" } })
        : db.mailOutbox.updateMany({
            where: { id: row.id, status: "queued" },
            data: {
              status: "sent",
              sentAt: new Date(),
              lastError: null,
              claimedUntil: null,
              ...(carriesCredential(row.dedupeKey) ? { text: "", html: null } : {}),
            },
          });
    await sent()
      .catch(() => new Promise((resolve) => setTimeout(resolve, 1_000)).then(sent))
      .catch((error: unknown) =>
        log.error("mail.sent_unrecorded", {
          id: row.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    return "sent";
  }
  const message = failure instanceof Error ? failure.message : String(failure);
  const final = attempt >= MAIL_TRIES;
  // Only while this try is still the row's latest: a later one may have sent it meanwhile. The row
  // is handed back, so the queue's retry can take it as soon as it comes.
  if (final && forgetOnceSent(row.dedupeKey)) {
    await db.mailOutbox.deleteMany({ where: { id: row.id, status: "queued", attempts: attempt } });
  } else {
    await db.mailOutbox.updateMany({
      where: { id: row.id, status: "queued", attempts: attempt },
      data: { status: final ? "failed" : "queued", lastError: message.slice(0, 500), claimedUntil: null },
    });
  }
  log.warn(final ? "mail.failed" : "mail.retry", { id: row.id, attempt, error: message });
  if (final) return "failed";
  throw new MailRetry(`Mail ${row.id} try ${attempt} of ${MAIL_TRIES} failed: ${message}`);
}

/**
 * The row is held by an earlier try, which may be sending it right now, or may have died with its
 * worker (a stop that ran out of time, the database gone while it recorded a failure); this job may
 * even be that try's retry. So the mail gets a delivery job that starts once the hold has passed,
 * by when the holder has sent it (then "skipped") or the hold has lapsed (then that job sends it),
 * and this job ends. Failing it instead spent the queue's retries waiting out the hold: after a few
 * such waits the queue gave up with the mail still queued, and nothing sent it.
 */
async function held(id: string, until: Date): Promise<Delivery> {
  await enqueue(QUEUES.mail, { outboxId: id }, { startAfter: until });
  log.info("mail.held", { id, until: until.toISOString() });
  return "retry";
}

type PreparedHeader = { prepared: true; value: string };

/**
 * The outbox's headers column as nodemailer takes it: string values only, sent as written on one
 * line (prepared: nodemailer would otherwise fold a long List-Unsubscribe URL onto a second line).
 * Line breaks are dropped, so a value can never add a header of its own.
 */
function outboxHeaders(value: unknown): Record<string, PreparedHeader> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value)
    .filter((e): e is [string, string] => typeof e[1] === "string" && /^[\w-]+$/.test(e[0]))
    .map(([name, text]): [string, PreparedHeader] => [name, { prepared: true, value: text.replace(/[\r\n]+/g, " ") }]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The outbox's attachments column as nodemailer takes it: well-formed entries only. */
function outboxAttachments(value: unknown): MailAttachment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter(
    (a): a is MailAttachment =>
      typeof a?.filename === "string" && typeof a?.contentType === "string" && typeof a?.content === "string",
  );
  return kept.length
    ? kept.map(({ filename, contentType, content }) => ({ filename, contentType, content }))
    : undefined;
}

/**
 * Which of these credential mails (their dedupe keys) would still work if they went out now: a
 * sign-in code unused, unexpired and its address's newest (signInWithCode tries only that one); a
 * password or invitation link unused and unexpired (an invitation lives 7 days, a reset link 30
 * minutes). Sending any other again would only confuse: the person asks for a new one instead.
 */
export async function liveCredentials(
  dedupeKeys: string[],
  now = new Date(),
  client: Db | Tx = db,
): Promise<Set<string>> {
  const ids = (prefix: string) => dedupeKeys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  const codeIds = ids(SIGN_IN_CODE);
  const codes = codeIds.length
    ? await client.applicantOtp.findMany({
        where: { id: { in: codeIds }, consumedAt: null, expiresAt: { gt: now } },
        select: { id: true, email: true, createdAt: true },
      })
    : [];
  const newestCodes = await Promise.all(
    codes.map(async (code) => {
      const newer = await client.applicantOtp.count({
        where: { email: code.email, createdAt: { gt: code.createdAt } },
      });
      return newer ? [] : [`${SIGN_IN_CODE}${code.id}`];
    }),
  );
  const linkIds = ids(PASSWORD_LINK);
  const links = linkIds.length
    ? await client.passwordResetToken.findMany({
        where: { id: { in: linkIds }, usedAt: null, expiresAt: { gt: now } },
        select: { id: true },
      })
    : [];
  return new Set([...newestCodes.flat(), ...links.map((t) => `${PASSWORD_LINK}${t.id}`)]);
}

/** How long a never-tried queued mail waits before a starting worker queues its delivery again. */
export const KEPT_MAIL_AFTER_MS = 10 * 60_000;

/**
 * Queues a delivery again for every mail still queued and never tried after KEPT_MAIL_AFTER_MS that
 * has no delivery job waiting or running: the ones a worker without SMTP_URL kept (their job
 * completed), or whose job was lost. Run when a worker starts with SMTP configured: mail recorded
 * before the mail server was set up goes out then, instead of never. Two workers starting at once
 * may both queue one mail; its tries then take turns (deliverMail's hold), and it goes out once.
 * Returns how many were queued.
 */
export async function requeueKeptMail(now = new Date()): Promise<number> {
  if (!smtp()) return 0;
  const candidates = await db.mailOutbox.findMany({
    where: {
      status: "queued",
      attempts: 0,
      createdAt: { lt: new Date(now.getTime() - KEPT_MAIL_AFTER_MS) },
      // A sign-in code lives 10 minutes: by now it has expired, and its mail would only confuse.
      OR: [{ dedupeKey: null }, { NOT: { dedupeKey: { startsWith: SIGN_IN_CODE } } }],
    },
    select: { id: true, dedupeKey: true },
    orderBy: { createdAt: "asc" },
  });
  if (!candidates.length) return 0;
  // pg-boss's own table (the "pgboss" schema, queue.ts): a job created, waiting for its retry or
  // running still delivers its mail. Its states are an enum in that order, before completed.
  await sender();
  const withJob = new Set(
    (
      await db.$queryRaw<{ id: string }[]>`
        SELECT DISTINCT data->>'outboxId' AS id FROM pgboss.job
        WHERE name = ${QUEUES.mail} AND state < 'completed' AND data->>'outboxId' = ANY(${candidates.map((m) => m.id)})`
    ).map((j) => j.id),
  );
  const live = await liveCredentials(
    candidates.flatMap((m) => (carriesCredential(m.dedupeKey) ? [m.dedupeKey!] : [])),
    now,
  );
  const kept = candidates.filter(
    (m) => !withJob.has(m.id) && (!carriesCredential(m.dedupeKey) || live.has(m.dedupeKey!)),
  );
  for (const { id } of kept) await enqueue(QUEUES.mail, { outboxId: id });
  if (kept.length) log.info("mail.requeued", { count: kept.length });
  return kept.length;
}

/** Thrown by a failed try that will be retried: the queue schedules the next one with backoff. */
export class MailRetry extends Error {}

/** What staff see of the mail sent to one applicant about one application (newest first): whether it reached them. */
export type MailLogEntry = {
  id: string;
  subject: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

/**
 * The mail about this application only. Not every mail to its address: a person who applied on
 * both boards gets mail from both, and each console sees only its own board's.
 */
export async function mailsAbout(about: ApplicationMail, take = 20): Promise<MailLogEntry[]> {
  const rows = await db.mailOutbox.findMany({
    where: { about: aboutKey({ board: about.board, applicationId: about.applicationId }) },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true },
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
}
