/**
 * How every tool of the project starts Debian's Chromium (the browser tests, the benchmarks): Playwright never
 * downloads a browser here, and without the background-networking flags Chromium keeps trying hosts this machine's
 * closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
