/**
 * How every tool of the project starts Debian's Chromium (the browser tests, the benchmarks): Playwright never
 * downloads a browser here, and without the background-networking flags Chromium keeps trying hosts this machine's
 * closed network refuses. Without the disabled features, Chromium renders its address bar's suggestion popups (pages
 * of its own user interface) in a renderer of their own as it starts, the better part of a second of CPU that competes
 * on a two-core machine with the page being tested or measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
