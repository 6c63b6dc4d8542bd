/**
 * What a refused Next or Submit tells the visitor: the live region reads how many fields need attention and each
 * one's message, and after a refused Next the focus goes to the first invalid field. The text goes once a field it
 * names is fixed, and with the step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { WizardMachine } from '../../../engine/wizard-machine';
import type { FieldError } from '../../../schemas/field-errors';
import { focusFirstField } from '../form/focus-field';
import { describeFieldErrors, isAnnouncementStale } from './error-announcement';

/** The text of the wizard's live region. */
export function useRefusals(
  actorRef: Actor<WizardMachine>,
  labelOf: (pointer: string) => string,
  errors: readonly FieldError[],
  step: number,
): string {
  const [announcement, setAnnouncement] = useState('');
  // Re-setting the same text would not be announced again, so the region is emptied first.
  const announcedPaths = useRef<readonly string[]>([]);
  const announce = useCallback(
    (refused: readonly FieldError[]) => {
      announcedPaths.current = refused.map((error) => error.path);
      setAnnouncement('');
      window.setTimeout(() => setAnnouncement(describeFieldErrors(refused, labelOf)), 50);
    },
    [labelOf],
  );

  useEffect(() => {
    if (!isAnnouncementStale(announcedPaths.current, errors)) return;
    announcedPaths.current = [];
    setAnnouncement('');
  }, [errors]);

  useEffect(() => {
    announcedPaths.current = [];
    setAnnouncement('');
  }, [step]);

  useEffect(() => {
    const refusedStep = actorRef.on('step.refused', ({ errors: refused }) => {
      announce(refused);
      // After React has drawn the now-touched errors.
      window.requestAnimationFrame(() => focusFirstField(refused.map((error) => error.path)));
    });
    const refusedSubmit = actorRef.on('submit.refused', ({ reason, errors: refused }) => {
      // A submit without a captcha solution sends nothing and shows nothing.
      if (reason === 'captcha') console.warn('Please complete the captcha verification before submitting.');
      else announce(refused);
    });
    return () => {
      refusedStep.unsubscribe();
      refusedSubmit.unsubscribe();
    };
  }, [actorRef, announce]);

  return announcement;
}
