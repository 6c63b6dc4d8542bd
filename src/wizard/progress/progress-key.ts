/** Where a wizard's progress is kept in localStorage: `wizard-progress:<wizard id>:<schema version>`. */
export const PROGRESS_KEY_PREFIX = 'wizard-progress:';

/** Whether this browser holds saved progress of the wizard, of any schema version (no parsing, no digest). */
export function hasDeviceProgress(wizardId: string): boolean {
  try {
    const { localStorage } = window;
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(`${PROGRESS_KEY_PREFIX}${wizardId}:`)) return true;
    }
  } catch {
    // Storage refused (disabled, some private modes): nothing saved there.
  }
  return false;
}
