/** Spec 2.1: the progress shown beside "STEP n" is the rounded (step + 1) / total, as a percentage. */
export function progressPercent(step: number, total: number): number {
  return Math.round(((step + 1) / total) * 100);
}
