/**
 * Runs a wizard's step machine as an XState actor. The renderer provides what the machine leaves open: the
 * validator (as input) and the submission (the `submitRequest` actor posting to the wizard's endpoint).
 */
import { useMemo, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SubmitInput, SubmitOutput } from '../../engine/wizard-machine';
import type { LoadedWizard } from './load-wizard';
import { submitRequest } from './sending/submit-request';

/** `draftToken`: the resume link the answers came from, named by the submission so its draft is deleted. */
export function useWizard(wizard: LoadedWizard, draftToken: RefObject<string | null>) {
  const logic = useMemo(
    () =>
      wizard.machine.provide({
        actors: {
          submitRequest: fromPromise<SubmitOutput, SubmitInput>(({ input, signal }) =>
            submitRequest(wizard.ui.endpoint, input, fetch, signal, draftToken.current),
          ),
        },
      }),
    [wizard, draftToken],
  );
  const actorRef = useActorRef(logic, {
    input: { validate: wizard.validate, initialData: wizard.initialData },
  });
  const snapshot = useSelector(actorRef, (current) => current);
  return { actorRef, snapshot };
}
