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
 *
 * `--no-allocation-site-pretenuring`: V8 otherwise switches an allocation site (an object or array literal) to
 * allocating straight in the old generation once nearly all its objects have outlived a scavenge, and under load it
 * did so for several of the server's sites (`--trace-pretenuring-statistics`). What is allocated there is freed only
 * by a mark-compact, and until one runs, whatever young objects it points to survive every scavenge and are promoted
 * in turn. Measured in four alternating pairs of saturated runs on PostgreSQL (docs/decisions.md, Performance): 1.15
 * to 1.27 MB promoted per scavenge instead of 2.01 to 2.08, scavenges of 5.6 to 6.3 ms instead of 7.0 to 7.8, 7 to
 * 12 mark-compacts per run instead of 10 to 15, and 651 against 700 µs of server CPU per submission on average.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];
