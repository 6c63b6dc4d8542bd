/**
 * `npm run new:wizard -- <id> [--group quote|policy-change]` writes forms/<id>/: a small wizard that passes every
 * check, to grow into the real one. Its route, API alias, request-id prefix and places in the menu and on the hub
 * are chosen so that no other folder has them; the copy says what to write where.
 * docs/adding-a-wizard.md explains each file and every rule.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WizardGroup, WizardPage } from '../engine/wizard-page';
import type { WizardUi } from '../engine/wizard-ui';
import { checkWizardFolders, FORMS_DIR } from '../engine/wizard-folder';

const WIZARD_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const GROUPS: Record<WizardGroup, { route: string; endpoint: string; suffix: string }> = {
  quote: { route: '/quote', endpoint: '/api/quotes', suffix: '-quote' },
  'policy-change': { route: '/policy-change', endpoint: '/api/policy-change', suffix: '-change' },
};

/** "pet-quote" -> "pet", "boat-and-rv" -> "boat-and-rv". */
function slugOf(id: string, group: WizardGroup): string {
  const suffix = GROUPS[group].suffix;
  return id.endsWith(suffix) && id.length > suffix.length ? id.slice(0, -suffix.length) : id;
}

const titleCase = (words: string) => words.replace(/(^|-)([a-z0-9])/g, (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Three capital letters no other wizard uses: the slug's first three, else its first two and another letter. */
function freePrefix(slug: string, taken: ReadonlySet<string>): string {
  const start = slug.replace(/[^a-z]/g, '').toUpperCase().padEnd(3, 'X');
  const candidates = [start.slice(0, 3), ...[...LETTERS].map((letter) => `${start.slice(0, 2)}${letter}`)];
  const free = candidates.find((candidate) => !taken.has(candidate));
  if (!free) throw new Error(`Choose a request-id prefix for the wizard yourself: ${start.slice(0, 2)}A to ${start.slice(0, 2)}Z are taken.`);
  return free;
}

export interface ScaffoldOptions {
  formsDir?: string;
  group?: WizardGroup;
}

/** Writes the folder and returns the paths it wrote. */
export function scaffoldWizard(id: string, options: ScaffoldOptions = {}): string[] {
  const formsDir = options.formsDir ?? FORMS_DIR;
  const group = options.group ?? 'quote';
  if (!WIZARD_ID.test(id)) throw new Error(`"${id}" is not a wizard id: use kebab-case, e.g. "pet-quote".`);
  const dir = join(formsDir, id);
  if (existsSync(dir)) throw new Error(`forms/${id} exists already.`);

  const existing = checkWizardFolders({ formsDir }).wizards;
  const slug = slugOf(id, group);
  const title = `${titleCase(slug)} ${group === 'quote' ? 'Quote' : 'Change'} Request`;
  const route = `${GROUPS[group].route}/${slug}`;
  const sameGroup = existing.filter((wizard) => wizard.page.placement.group === group);
  const next = (orders: number[]) => Math.max(0, ...orders) + 1;

  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `/forms/${id}/schema.json`,
    title,
    description: `Describe in one sentence who sends a ${title.toLowerCase()} and what it holds.`,
    type: 'object',
    additionalProperties: false,
    // The shared contact block: its fields, their messages and their layout (docs/adding-a-wizard.md, shared fragments).
    'x-include': ['policyholder-contact'],
    required: ['details'],
    properties: {
      details: { $ref: '/schemas/common.schema.json#/definitions/nonBlankLongText', title: 'Details' },
      captchaToken: { $ref: '/schemas/common.schema.json#/definitions/captchaToken' },
    },
  };

  const ui: WizardUi = {
    title,
    route,
    endpoint: `${GROUPS[group].endpoint}/${slug}`,
    requestIdPrefix: freePrefix(slug, new Set(existing.map((wizard) => wizard.ui.requestIdPrefix))),
    steps: [
      { id: 'contact', title: 'Contact Information', fields: ['@policyholder-contact'] },
      { id: 'details', title: 'Details', fields: ['/details'] },
      { id: 'review', title: 'Review & Submit', kind: 'review' },
      { id: 'thank-you', title: 'Thank You', kind: 'thank-you' },
    ],
    review: [
      { title: 'Contact Information', fields: ['@policyholder-contact'] },
      { title: 'Details', fields: ['/details'] },
    ],
    texts: {
      submit: 'Submit Request',
      submitting: 'SUBMITTING...',
      overlay: { title: 'Processing Your Request', lines: ['Please wait while we securely submit your information...'] },
      success: { title: 'Your request has been submitted successfully!' },
      failure: { title: 'Submission failed. Please try again.' },
      thankYou: {
        title: 'Thank You!',
        body: 'We have received your request. A member of our team will contact you within 1-2 business days.',
        requestIdLabel: 'Your Request ID',
        saveNote: 'Please save this request ID for your records.',
      },
    },
    uiSchema: {
      details: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
    },
  };

  const page: WizardPage = {
    meta: {
      title,
      description: `Write the search and sharing description of the ${title.toLowerCase()} page of {agency} here.`,
    },
    banner: {
      eyebrow: group === 'quote' ? 'Free Quote' : 'Policy Change Request',
      title,
      subtitle: 'Write one or two sentences that tell the visitor what this form is for and what happens next.',
      startLabel: 'Start',
      contactLabel: 'Contact Us',
    },
    formIntro: 'Say how long the form takes and what to have ready.',
    faqTitle: `${titleCase(slug)} Questions`,
    faq: [1, 2, 3, 4, 5, 6].map((number) => ({
      question: `Question ${number}: write a question visitors ask about this request.`,
      answer: 'Write its answer. {phone}, {email} and {agency} are filled in from the agency config.',
    })),
    placement: {
      group,
      menu: { label: slug.replace(/-/g, ' ').toUpperCase().slice(0, 20), order: next(sameGroup.map((wizard) => wizard.page.placement.menu.order)) },
      card: {
        order: next(sameGroup.map((wizard) => wizard.page.placement.card.order)),
        icon: group === 'quote' ? 'specialty' : 'general',
        title,
        description: 'Write one sentence for the hub card.',
        linkLabel: 'Start a request',
      },
    },
  };

  const machine = [
    "import { createWizardMachine } from '../../engine/wizard-machine';",
    "import ui from './ui.json' with { type: 'json' };",
    '',
    `export const machine = createWizardMachine(ui.steps, { id: '${id}' });`,
    '',
  ].join('\n');

  const fixture = {
    fullName: 'Jordan Avery',
    email: 'jordan.avery@example.com',
    phone: '4085550150',
    mailingAddress: '200 Park Ave',
    city: 'San Jose',
    state: 'CA',
    zipCode: '95113',
    details: 'Replace this fixture with a complete, realistic payload of the wizard.',
  };

  const files: Record<string, string> = {
    'schema.json': `${JSON.stringify(schema, null, 2)}\n`,
    'ui.json': `${JSON.stringify(ui, null, 2)}\n`,
    'page.json': `${JSON.stringify(page, null, 2)}\n`,
    'machine.ts': machine,
    'fixtures/valid.json': `${JSON.stringify(fixture, null, 2)}\n`,
  };
  mkdirSync(join(dir, 'fixtures'), { recursive: true });
  return Object.entries(files).map(([file, content]) => {
    const path = join(dir, file);
    writeFileSync(path, content);
    return path;
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const groupAt = args.indexOf('--group');
  const group = groupAt >= 0 ? args[groupAt + 1] : 'quote';
  const id = args.find((arg, index) => !arg.startsWith('--') && (groupAt < 0 || index !== groupAt + 1));
  if (!id || (group !== 'quote' && group !== 'policy-change')) {
    console.error('Usage: npm run new:wizard -- <wizard-id> [--group quote|policy-change]');
    process.exit(2);
  }
  try {
    const written = scaffoldWizard(id, { group });
    for (const path of written) console.log(`  wrote ${relative(process.cwd(), path)}`);
    console.log(`\nNext: npm run check:wizard -- ${id}   (docs/adding-a-wizard.md explains each file)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
