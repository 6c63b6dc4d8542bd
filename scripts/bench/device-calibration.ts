/**
 * The phone a browser benchmark emulates, the same on every machine. A CPU slowdown multiplies the host's own time,
 * so a fixed 4x makes a slow host a cheap phone and a fast one a good phone. Instead each benchmark measures the
 * host's benchmark index (Lighthouse's own page function, run in a blank page; the median of INDEX_READS reads after
 * one that is dropped) and slows the CPU by the host's index over the phone's: Chrome DevTools' calibration names
 * index 264 a low-tier phone (Moto G Power 2022) and 1,000 a mid-tier one (Pixel 5). A host slower than the phone runs
 * unslowed.
 */
import { chromium, type Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-flags';
import { percentile } from './bench-report';

export const DEVICES = {
  'low-end': { index: 264, name: 'a low-tier phone (Moto G Power 2022)' },
  'mid-tier': { index: 1000, name: 'a mid-tier phone (Pixel 5)' },
} as const;

export type Device = keyof typeof DEVICES;

export interface Calibration {
  device: Device;
  hostIndex: number;
  /** The CPU slowdown that makes this host the device. */
  multiplier: number;
}

/**
 * Reads of the index that make the median. One read moves by up to a factor of two on a shared host, and the first
 * read after a launch is the lowest (the browser is still starting beside it), so it is dropped.
 */
const INDEX_READS = 5;

export async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const read = () => page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await read();
    const indexes: number[] = [];
    for (let run = 0; run < INDEX_READS; run += 1) indexes.push(await read());
    return Math.round(percentile(indexes, 0.5));
  } finally {
    await page.close();
  }
}

/** The host's benchmark index, measured in a browser of its own (before a benchmark launches the one it measures in). */
export async function measureHostIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await hostBenchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

export function calibrate(hostIndex: number, device: Device): Calibration {
  const multiplier = Math.max(1, Math.round((hostIndex / DEVICES[device].index) * 100) / 100);
  return { device, hostIndex, multiplier };
}

export function describeCalibration({ device, hostIndex, multiplier }: Calibration): string {
  return `${DEVICES[device].name}: host index ${hostIndex}, CPU slowed ${multiplier}x`;
}

/** `--device low-end|mid-tier` from the command line, `low-end` when absent. */
export function deviceArgument(argv: readonly string[]): Device {
  const at = argv.indexOf('--device');
  if (at === -1) return 'low-end';
  const named = argv[at + 1];
  if (named !== 'low-end' && named !== 'mid-tier') throw new Error('--device takes low-end or mid-tier');
  return named;
}
