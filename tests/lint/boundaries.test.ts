/**
 * The architecture's import boundaries and the ban on import cycles are lint rules (eslint.config.js). Each case
 * lints a probe file placed where the boundary applies, importing what it may not, and expects lint to refuse it;
 * the allowed direction of each boundary passes, so the rules refuse exactly what they should.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids lint reports for `code` as if it were the file at `path` (from the repository root). */
async function ruleIds(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const refused: [string, string, string][] = [
  ['a wizard imports the app', 'forms/auto-quote/probe.ts', "import { pagePaths } from '../../src/app/router';"],
  ['a wizard imports the API', 'forms/auto-quote/probe.ts', "import { createApp } from '../../api/app';"],
  ['a wizard imports another wizard', 'forms/auto-quote/probe.ts', "import { machine } from '../home-quote/machine';"],
  ['schemas/ imports the engine', 'schemas/probe.ts', "import { resolvePointer } from '../engine/relative-pointer';"],
  ['schemas/ imports the app', 'schemas/probe.ts', "import { agencyMenu } from '../src/content/navigation';"],
  ['the engine imports the app', 'engine/probe.ts', "import { pagePaths } from '../src/app/router';"],
  ['the engine imports the API', 'engine/probe.ts', "import { loadEnv } from '../api/env';"],
  ['the app imports the API', 'src/pages/probe.ts', "import { loadEnv } from '../../api/env';"],
  ['the API imports the app', 'api/probe.ts', "import { mainMenu } from '../src/content/navigation';"],
  ['the app imports the workbench', 'src/pages/probe.ts', "import { WizardList } from '../../workbench/wizard-list';"],
  ['the API imports the workbench', 'api/probe.ts', "import { WizardList } from '../workbench/wizard-list';"],
  ['the renderer imports a page', 'src/wizard/probe.ts', "import { WizardPage } from '../pages/wizard-page';"],
  ['the renderer imports the app shell', 'src/wizard/probe.ts', "import { siteMenu } from '../app/site-menu';"],
  ['the renderer imports a wizard', 'src/wizard/probe.ts', "import { machine } from '../../forms/auto-quote/machine';"],
  ['the JSON helpers import the schemas', 'json/probe.ts', "import { createAjv } from '../schemas/ajv';"],
  ['the JSON helpers import the text helpers', 'json/probe.ts', "import { fileSizeText } from '../text/file-size';"],
  ['the text helpers import the agency config', 'text/probe.ts', "import { agency } from '../config/agency';"],
  ['the text helpers import the JSON helpers', 'text/probe.ts', "import { isRecord } from '../json/json-value';"],
  ['a room of the renderer imports its core', 'src/wizard/widgets/probe.ts', "import { WizardRenderer } from '../wizard-renderer';"],
  ['the typing room imports the form', 'src/wizard/typing/probe.ts', "import { wizardFormContext } from '../form/form-context';"],
  ['the data rules import the typing room', 'src/wizard/data/probe.ts', "import { createInputChannel } from '../typing/input-channel';"],
  ['the form imports a widget', 'src/wizard/form/probe.ts', "import { WIDGETS } from '../widgets/widgets';"],
  ['the progress room imports the step frame', 'src/wizard/progress/probe.ts', "import { progressPercent } from '../step/step-percent';"],
  ['the review imports a widget', 'src/wizard/review/probe.ts', "import { VinWidget } from '../widgets/vehicle/vin-widget';"],
  ['the main-thread helpers import the renderer', 'src/browser/probe.ts', "import { loadWizard } from '../wizard/load-wizard';"],
  ['the main-thread helpers import the app shell', 'src/browser/probe.ts', "import { startIslands } from '../app/island-loader';"],
  ['the agency config imports the app', 'config/probe.ts', "import { mainMenu } from '../src/content/navigation';"],
  ['the public site imports the staff inbox', 'src/pages/probe.ts', "import '../../staff/main';"],
  ['the API imports the staff inbox', 'api/probe.ts', "import '../staff/main';"],
  ['the staff inbox imports the API', 'staff/probe.ts', "import { loadEnv } from '../api/env';"],
  ['the staff inbox imports the public site', 'staff/probe.ts', "import { mainMenu } from '../src/content/navigation';"],
];

describe('import boundaries', () => {
  it.each(refused)('refuses: %s', async (_name, path, code) => {
    expect(await ruleIds(path, `${code}\n`)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a wizard imports the engine', 'forms/auto-quote/probe.ts', "import { createWizardMachine } from '../../engine/wizard-machine';"],
    ['the renderer imports the engine', 'src/wizard/probe.ts', "import { resolvePointer } from '../../engine/relative-pointer';"],
    ['the API imports the agency config', 'api/probe.ts', "import { agency } from '../config/agency';"],
    ['the app imports the agency config', 'src/pages/probe.ts', "import { agency } from '../../config/agency';"],
    ['the engine imports the JSON helpers', 'engine/probe.ts', "import { isRecord } from '../json/json-value';"],
    ['the staff inbox imports the text helpers', 'staff/probe.ts', "import { fileSizeText } from '../text/file-size';"],
    ['a widget imports the form context', 'src/wizard/widgets/vehicle/probe.ts', "import { wizardFormContext } from '../../form/form-context';"],
    ['the core imports a room', 'src/wizard/probe.ts', "import { WIDGETS } from './widgets/widgets';"],
    ['the staff inbox imports the API contract', 'staff/probe.ts', "import { MAX_NOTE_LENGTH } from '../schemas/staff-api';"],
  ])('allows: %s', async (_name, path, code) => {
    expect(await ruleIds(path, `${code}\nexport {};\n`)).not.toContain('import-x/no-restricted-paths');
  });
});

describe('import cycles', () => {
  it('refuses a module that imports one of its importers', async () => {
    // engine/show-when.ts imports engine/relative-pointer.ts; relative-pointer importing show-when closes a cycle.
    const ids = await ruleIds('engine/relative-pointer.ts', "import { isShown } from './show-when';\nexport const probe = isShown;\n");
    expect(ids).toContain('import-x/no-cycle');
  });
});
