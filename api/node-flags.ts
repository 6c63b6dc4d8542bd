/**
 * The Node flags the API server runs with. `npm run serve` (package.json) passes them, and so do the benchmarks
 * that start the built server; a test keeps the two the same.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB per semi-space instead of 16. A submission
 * allocates a few hundred kilobytes (the parsed payload, the e-mails' HTML, the sealed values, the statement), and
 * what the submissions still in flight hold survives each scavenge, so a scavenge costs about the same
 * however large the young generation is; with 16 MB the server scavenged about 22 times a second under full load,
 * some 9% of its time. Measured in alternating runs (docs/decisions.md, Performance): about 7% less server CPU
 * per submission on average, for about 80 MB more memory at full load (peak RSS 289 against 209 MB); an idle server
 * does not grow its young generation.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
