/**
 * `npm run diff:wizard -- <id> [git ref]`: what the change of forms/<id>/ since `ref` (HEAD unless named) means for
 * visitors and API clients, as engine/wizard-diff.ts reads it. The folder at `ref` is taken from git into a
 * temporary directory; the working tree is the new version. Exits 1 when either version breaks a folder rule.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkWizard, describeProblem, type CheckedWizard } from '../engine/wizard-check';
import { diffWizard, type WizardDiff } from '../engine/wizard-diff';
import { FORMS_DIR, readWizardSource } from '../engine/wizard-folder';

function checked(id: string, formsDir: string, label: string): CheckedWizard {
  const { source, problems: readProblems } = readWizardSource(id, formsDir);
  const { problems, wizard } = checkWizard(source);
  const all = [...readProblems, ...problems];
  if (!wizard || all.length > 0) {
    console.error(`forms/${id} ${label} breaks the folder rules:\n${all.map((problem) => `  ${describeProblem(problem)}`).join('\n')}`);
    process.exit(1);
  }
  return wizard;
}

/** The folder as it was at `ref`, in a temporary forms directory; undefined when it did not exist then. */
function folderAt(id: string, ref: string): { formsDir: string; remove: () => void } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'diff-wizard-'));
  try {
    const archive = execFileSync('git', ['archive', ref, `forms/${id}`], { maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return { formsDir: join(dir, 'forms'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function section(title: string, lines: readonly string[], none: string): string {
  return [`${title}:`, ...(lines.length > 0 ? lines.map((line) => `  ${line}`) : [`  ${none}`])].join('\n');
}

export function describeDiff(id: string, ref: string, diff: WizardDiff): string {
  return [
    `forms/${id}: the working tree against ${ref}`,
    section('Fields added', diff.added, 'none'),
    section('Fields removed', diff.removed, 'none'),
    section('Fields newly required', diff.newlyRequired, 'none'),
    section('Choices narrowed', diff.narrowedChoices.map(({ field, values }) => `${field}: no longer ${values.map((value) => JSON.stringify(value)).join(', ')}`), 'none'),
    section('Types changed', diff.retyped.map(({ field, before, after }) => `${field}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`), 'none'),
    section('Steps changed', diff.steps.map(({ step, change }) => `${step}: ${change}`), 'none'),
    section('Earlier fixtures refused now', diff.failingFixtures.map(({ file, errors }) => `${file}: ${errors.join('; ')}`), 'none: the new schema accepts every earlier fixture'),
    section('Drafts saved with the earlier version', diff.drafts, ''),
    diff.breaksClients.length > 0
      ? section('Breaks API clients: yes', diff.breaksClients, '')
      : 'Breaks API clients: no (every payload the earlier schema accepted is accepted still, as far as fields, requirements, choices and types go)',
  ].join('\n\n');
}

function main(): void {
  const [id, ref = 'HEAD'] = process.argv.slice(2);
  if (!id) {
    console.error('Usage: npm run diff:wizard -- <wizard id> [git ref]');
    process.exit(2);
  }
  const earlier = folderAt(id, ref);
  if (!earlier) {
    console.log(`forms/${id} is not in ${ref}: the whole wizard is new, and no client or draft knows it yet.`);
    return;
  }
  try {
    const before = checked(id, earlier.formsDir, `at ${ref}`);
    const after = checked(id, FORMS_DIR, 'in the working tree');
    console.log(describeDiff(id, ref, diffWizard(before, after)));
  } finally {
    earlier.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
