/**
 * `npm run check:wizard -- <id>` checks one wizard folder: first every rule of the folder (engine/wizard-check.ts, as
 * the API checks it at start-up), then the contract suites (render and API) for that folder alone.
 */
import { spawnSync } from 'node:child_process';
import { describeProblem } from '../engine/wizard-check';
import { checkWizardFolders, wizardIds } from '../engine/wizard-folder';

const id = process.argv[2];
if (!id || !wizardIds().includes(id)) {
  console.error(`Usage: npm run check:wizard -- <wizard-id>   (one of: ${wizardIds().join(', ')})`);
  process.exit(2);
}

const { problems } = checkWizardFolders({ only: [id] });
if (problems.length > 0) {
  console.error(`forms/${id} breaks ${problems.length} rule(s):\n`);
  for (const problem of problems) console.error(`  ${describeProblem(problem)}\n`);
  process.exit(1);
}
console.log(`forms/${id} follows every rule of a wizard folder; running its contract suites...`);
// The variable silences Vite's notice about a native config loader: Node 20 cannot import the TypeScript config, and
// the project's imports carry no file extensions.
const suites = spawnSync('npx', ['vitest', 'run', 'tests/contract'], {
  stdio: 'inherit',
  env: { ...process.env, WIZARD_ID: id, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
process.exit(suites.status ?? 1);
