/**
 * Reads the wizard folders of forms/ from disk and runs every check of wizard-check.ts on them. Node only (it reads
 * files): the API at start-up, the build, the contract suite and the command-line check use it; the browser gets the
 * same files through the bundler.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkWizard,
  checkWizardSet,
  FIXTURE_FILE,
  WizardFolderError,
  type CheckedWizard,
  type CheckOptions,
  type Fixture,
  type SiteReservations,
  type WizardProblem,
  type WizardSource,
} from './wizard-check';

export const FORMS_DIR = fileURLToPath(new URL('../forms', import.meta.url));

/** The folder names under `formsDir`, sorted. */
export function wizardIds(formsDir: string = FORMS_DIR): string[] {
  return readdirSync(formsDir)
    .filter((name) => statSync(join(formsDir, name)).isDirectory())
    .sort();
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const relative = prefix ? `${prefix}/${name}` : name;
      return statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name), relative) : [relative];
    });
}

/** "at position 120" of a JSON syntax error, as a line and column a text editor shows. */
function syntaxErrorPlace(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return message;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  const column = Number(position) - before.lastIndexOf('\n');
  return `${message} (line ${line}, column ${column})`;
}

/** A folder's files, parsed; a missing file is left undefined (the check names it), a malformed one is a problem. */
export function readWizardSource(id: string, formsDir: string = FORMS_DIR): { source: WizardSource; problems: WizardProblem[] } {
  const dir = join(formsDir, id);
  const files = listFiles(dir);
  const problems: WizardProblem[] = [];
  const readJson = (file: string): unknown => {
    if (!files.includes(file)) return undefined;
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push({ id, file, pointer: '', problem: `${file} is not valid JSON: ${syntaxErrorPlace(text, message)}.`, fix: 'Correct the JSON syntax at that place.' });
      return undefined;
    }
  };
  const fixtures: Fixture[] = files
    .filter((file) => FIXTURE_FILE.test(file))
    .flatMap((file) => {
      const data = readJson(file);
      return data === undefined ? [] : [{ file, data }];
    });
  const source: WizardSource = {
    id,
    files,
    schema: readJson('schema.json'),
    ui: readJson('ui.json'),
    page: readJson('page.json'),
    fixtures,
  };
  return { source, problems };
}

export interface FolderCheck {
  wizards: CheckedWizard[];
  problems: WizardProblem[];
}

/** Reads and checks the folders (all, or the ones named), and what no two of them may share. */
export function checkWizardFolders(
  options: CheckOptions & { formsDir?: string; only?: readonly string[]; reserved?: SiteReservations } = {},
): FolderCheck {
  const formsDir = options.formsDir ?? FORMS_DIR;
  const ids = wizardIds(formsDir);
  const wizards: CheckedWizard[] = [];
  const problems: WizardProblem[] = [];
  for (const id of ids) {
    const read = readWizardSource(id, formsDir);
    const checked = checkWizard(read.source, options);
    problems.push(...read.problems, ...checked.problems);
    if (checked.wizard) wizards.push(checked.wizard);
  }
  problems.push(...checkWizardSet(wizards, options.reserved));
  if (options.only) {
    const only = new Set(options.only);
    return { wizards: wizards.filter((wizard) => only.has(wizard.id)), problems: problems.filter((problem) => only.has(problem.id)) };
  }
  return { wizards, problems };
}

/** Every folder, checked; throws a WizardFolderError naming every problem (start-up and build stop on it). */
export function loadWizardFolders(options: CheckOptions & { formsDir?: string; reserved?: SiteReservations } = {}): CheckedWizard[] {
  const { wizards, problems } = checkWizardFolders(options);
  if (problems.length > 0) throw new WizardFolderError(problems);
  return wizards;
}
