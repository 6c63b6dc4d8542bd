/**
 * The agency's notification of a wizard submission: every field, grouped and labelled by the same review builder
 * the browser's review step uses (engine/review), so staff read the request as the visitor checked it. Fields the
 * review leaves out (a form's fixed type, a list's on/off switch) follow in a last "Other details" group: the
 * agency gets everything that was stored. The files are attached by the worker when it sends the e-mail.
 */
import { escapePointerToken, isWithin } from '../../json/json-pointer';
import { buildReview, type ReviewSectionView } from '../../engine/review/review-summary';
import type { ReviewSection, WizardUi } from '../../engine/wizard-ui';
import type { JsonSchema } from '../../schemas/bundle';
import { buttonHtml, formatAgencyTime, headerLine, headingHtml, htmlDocument, rowsHtml, rowsText, textDocument, type EmailContent, type EmailRow } from './email-layout';
import { escapeHtml } from '../../text/escape-html';
import { isRecord } from '../../json/json-value';
import { replaceValues } from '../privacy/sensitive-fields';
import { fileSizeText } from '../../text/file-size';

export const SUBMISSION_NOTIFICATION_KIND = 'wizard.agency-notification';
export const OTHER_DETAILS_TITLE = 'Other details';

/** Never shown: a used credential, stripped before storage anyway. */
const NOT_SHOWN = ['/captchaToken'];


/**
 * Pointers of the payload's values that no review section shows, as high up the tree as possible (a whole object
 * when none of its fields is reviewed), in payload order.
 */
export function unreviewedFields(sections: readonly ReviewSection[], data: unknown): string[] {
  const reviewed = [...sections.flatMap((section) => section.fields), ...NOT_SHOWN];
  const found: string[] = [];
  const visit = (value: unknown, pointer: string) => {
    for (const [key, child] of Object.entries(isRecord(value) ? value : {})) {
      const childPointer = `${pointer}/${escapePointerToken(key)}`;
      if (reviewed.some((field) => isWithin(childPointer, field))) continue;
      if (reviewed.some((field) => isWithin(field, childPointer))) visit(child, childPointer);
      else found.push(childPointer);
    }
  };
  visit(data, '');
  return found;
}

/** The review sections of a payload plus its unreviewed fields, as the notification shows them. */
export function notificationSections(
  schema: JsonSchema,
  ui: Pick<WizardUi, 'uiSchema' | 'review'>,
  payload: unknown,
): ReviewSectionView[] {
  const rest = unreviewedFields(ui.review, payload);
  const sections = rest.length > 0 ? [...ui.review, { title: OTHER_DETAILS_TITLE, fields: rest }] : ui.review;
  return buildReview(schema, ui.uiSchema, sections, payload).filter((section) => section.blocks.length > 0);
}

export interface AttachedFile {
  name: string;
  size: number;
  /** Where the file is in the payload (its attachment object), when known: a summary hides its name there. */
  pointer?: string;
}

/**
 * What the notification carries besides the link to the request in the inbox (AGENCY_EMAIL_DETAIL): `summary` shows
 * the sensitive fields as hidden and the files by their number, so neither crosses SMTP; `full` shows every field and
 * the worker attaches the files.
 */
export type NotificationDetail = 'summary' | 'full';

export const HIDDEN_IN_EMAIL = 'Hidden: open the request in the inbox';

export interface SubmissionNotificationInput {
  schema: JsonSchema;
  ui: Pick<WizardUi, 'title' | 'uiSchema' | 'review'>;
  requestId: string;
  payload: Record<string, unknown>;
  files: readonly AttachedFile[];
  receivedAt: Date;
  /** The request in the staff inbox. */
  inboxLink: string;
  detail: NotificationDetail;
  /** Pointers of the payload's sensitive fields (`x-encrypt`), hidden in a summary. */
  sensitiveFields: ReadonlySet<string>;
}

function filesLine(files: readonly AttachedFile[], detail: NotificationDetail): string[] {
  if (files.length === 0) return ['none'];
  if (detail === 'full') return files.map((file) => `${file.name} (${fileSizeText(file.size)})`);
  return [`${files.length} file${files.length === 1 ? '' : 's'}: open the request in the inbox`];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function submissionNotification(input: SubmissionNotificationInput): EmailContent {
  const { ui, requestId, files, inboxLink, detail } = input;
  // A summary hides the sensitive fields and the files' names too: a name can say whose licence a photo shows.
  const hidden = new Set([...input.sensitiveFields, ...files.flatMap((file) => (file.pointer === undefined ? [] : [`${file.pointer}/name`]))]);
  const payload = detail === 'full' ? input.payload : replaceValues(input.payload, hidden, HIDDEN_IN_EMAIL);
  const name = text(payload.fullName);
  const email = text(payload.email);
  const subject = headerLine(`New ${ui.title} ${requestId}${name ? ` from ${name}` : ''}`);
  const summary: EmailRow[] = [
    { label: 'Request ID', values: [requestId] },
    { label: 'Received', values: [formatAgencyTime(input.receivedAt)] },
  ];
  if (email) summary.push({ label: 'Reply to', values: [`${name ? `${name} ` : ''}<${email}> (answer this e-mail to reach them)`] });
  summary.push({ label: 'Attached files', values: filesLine(files, detail) });

  const sections = notificationSections(input.schema, ui, payload);
  const textLines = [`New ${ui.title}`, '', `Open it in the inbox: ${inboxLink}`, '', ...rowsText(summary)];
  const htmlParts = [
    `<h1 style="font-size:20px;margin:0 0 16px">New ${escapeHtml(ui.title)}</h1>`,
    buttonHtml(inboxLink, 'Open in the inbox', 'inbox-link'),
    rowsHtml(summary),
  ];
  for (const section of sections) {
    textLines.push('', `== ${section.title} ==`);
    htmlParts.push(headingHtml(section.title));
    for (const block of section.blocks) {
      if (block.kind === 'rows') {
        textLines.push(...rowsText(block.rows));
        htmlParts.push(rowsHtml(block.rows));
        continue;
      }
      for (const item of block.items) {
        textLines.push(`-- ${item.title} --`, ...rowsText(item.rows));
        htmlParts.push(headingHtml(item.title, 3), rowsHtml(item.rows));
      }
    }
  }
  return { subject, text: textDocument(textLines), html: htmlDocument(subject, htmlParts.join('\n')) };
}

