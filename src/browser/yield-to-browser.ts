/**
 * Ends the current task and resumes in a new one, so that what waits (a key press, a paint) runs first: how the page
 * keeps each piece of its start-up work short on a slow phone.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
