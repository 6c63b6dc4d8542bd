/** The progress shown beside "STEP n": the rounded (step + 1) / total, as a percentage (docs/spec-readings.md#step-progress). */
export function progressPercent(step: number, total: number): number {
  return Math.round(((step + 1) / total) * 100);
}
