/**
 * A wizard page's island: the wizard itself. Its folder's modules (schema, ui.json, machine, validators) are loaded
 * before hydrating, so the first render in the browser reads them at once, as the pre-renderer did.
 */
import { use } from 'react';
import { reactIsland } from '../app/react-island';
import { loadWizard } from '../wizard/load-wizard';
import { wizardModuleSources } from '../wizard/wizard-modules';
import { WizardRenderer } from '../wizard/wizard-renderer';

function Wizard({ wizardId }: { wizardId: string }) {
  return <WizardRenderer wizard={use(loadWizard(wizardId))} />;
}

export const island = reactIsland('wizard', Wizard, {
  prepare: ({ wizardId }) => loadWizard(wizardId),
  modules: ({ wizardId }) => wizardModuleSources(wizardId),
});
