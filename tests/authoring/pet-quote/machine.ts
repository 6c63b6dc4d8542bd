import { createWizardMachine } from '../../../engine/wizard-machine';
import ui from './ui.json' with { type: 'json' };

export const machine = createWizardMachine(ui.steps, { id: 'pet-quote' });
