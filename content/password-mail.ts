// The e-mails that carry a password link: "forgot password" (valid 30 minutes) and the invitation
// of an employee created by staff to set their first password (valid 7 days). Plain text and HTML
// say the same; the name is escaped in the HTML.
import { company } from "@/content/company";
import { escapeHtml } from "@/lib/job-posting/description";

export type PasswordMailInput = {
  purpose: "reset" | "invite";
  name: string;
  /** The absolute /reset-password?token=... link. */
  link: string;
  /** How long the link works, in words ("30 minutes", "7 days"). */
  validFor: string;
};

export function passwordMail(input: PasswordMailInput): { subject: string; text: string; html: string } {
  const invite = input.purpose === "invite";
  const subject = invite ? `Set your password for ${company.name}` : `Reset your ${company.name} password`;
  const intro = invite
    ? `An account has been created for you at ${company.name}. Choose your password with this link:`
    : `We received a request to reset the password of your ${company.name} account. Choose a new password with this link:`;
  const rules = `The link works once and expires in ${input.validFor}. Your password must be at least 8 characters.`;
  const ignore = invite
    ? "If you were not expecting this account, you can ignore this e-mail."
    : "If you did not ask for this, you can ignore this e-mail: your password stays as it is.";
  const action = invite ? "Set your password" : "Reset your password";

  const text = [`Dear ${input.name},`, "", intro, input.link, "", rules, ignore, "", company.name].join("\n");
  const html = [
    `<p>Dear ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${action}</a></p>`,
    `<p>${escapeHtml(rules)} ${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(company.name)}</p>`,
  ].join("\n");
  return { subject, text, html };
}
