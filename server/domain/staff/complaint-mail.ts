import type { OutgoingMail } from '../../adapters/mail';
import type { Config } from '../../config/config';
import { complaintForMail, markComplaintMailed, type ComplaintForMail } from '../../db/complaints';
import { escapeHtml, siteOrigin } from '../notifications/texts/layout';
import type { Deps } from '../deps';

/**
 * The mail to support about a complaint (job complaint-mail), in English: it is for the support
 * team, not a member. A reply goes to the reporter's address. Sent once: the complaint records when
 * it went, and a retry after a failed attempt sends it with the same Message-ID.
 */

export type ComplaintMailContext = Pick<Deps, 'db' | 'config' | 'mailer'>;

export async function sendComplaintMail(ctx: ComplaintMailContext, { id }: { id: number }, now: Date): Promise<void> {
  const complaint = await complaintForMail(ctx.db, id);
  if (!complaint || complaint.mailed_at) return;
  await ctx.mailer.send({ ...composeComplaintMail(ctx.config, complaint), id: `complaint:${complaint.reference}` });
  await markComplaintMailed(ctx.db, id, now.toISOString());
}

export function composeComplaintMail(config: Config, complaint: ComplaintForMail): OutgoingMail {
  const { reference, reason } = complaint;
  const title = `Complaint ${reference}`;
  const lines = facts(config, complaint);
  const blocks = texts(complaint);
  const text = [title, lines.map(([label, value]) => `${label}: ${value}`).join('\n'), ...blocks.map(([label, value]) => `${label}:\n${value}`)].join('\n\n') + '\n';

  const e = escapeHtml;
  const rows = lines.map(([label, value]) => `<tr><th style="text-align:left;padding-right:12px">${e(label)}</th><td>${e(value)}</td></tr>`).join('\n');
  const paragraphs = blocks.map(([label, value]) => `<h2 style="font-size:16px">${e(label)}</h2>\n<p style="white-space:pre-wrap">${e(value)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<h1 style="font-size:20px">${e(title)}</h1>
<table>
${rows}
</table>
${paragraphs}
</body>
</html>
`;
  return {
    kind: 'complaint', to: config.company.supportEmail, replyTo: complaint.email, subject: `${title}: ${reason}`, text, html,
    headers: { 'Content-Language': 'en' },
  };
}

/** Who complains about whom, one line each. */
function facts(config: Config, complaint: ComplaintForMail): [string, string][] {
  const { reporter_id: reporterId, profile_id: profileId, message_id: messageId } = complaint;
  // A member who left since is named by id only.
  const member = (id: number, name: string | null) => (name === null ? `${id} (no longer there)` : `${id}, ${name}, ${siteOrigin(config)}/members/${id}`);
  const fictional = complaint.profile_fictional === 1 ? 'yes' : 'no';
  return [
    ['Reference', complaint.reference],
    ['Reason', complaint.reason],
    ['Time', complaint.created_at],
    ['From', reporterId === null ? 'a visitor' : `member ${member(reporterId, complaint.reporter_name)}`],
    ['Answer to', complaint.email],
    ['Language', complaint.language],
    ['Profile', profileId === null ? 'none' : `${member(profileId, complaint.profile_name)}; fictional: ${fictional}`],
    ['Message', messageId === null ? 'none' : String(messageId)],
  ];
}

/** What was written: the reported message as it read then, and the complaint. */
function texts(complaint: ComplaintForMail): [string, string][] {
  const message: [string, string][] = complaint.message_text === null ? [] : [['The message, as it read when reported', complaint.message_text]];
  return [...message, ['The complaint', complaint.text]];
}
