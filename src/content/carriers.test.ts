import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carrierKeys, carriers } from './carriers';

const publicDir = join(__dirname, '../../public');

describe('carriers', () => {
  it('lists the 13 partner carriers once each, in the order of the keys', () => {
    expect(carriers.map((carrier) => carrier.key)).toEqual([...carrierKeys]);
    expect(new Set(carriers.map((carrier) => carrier.name)).size).toBe(13);
  });

  it('gives every carrier https links, a fictional phone, an .example e-mail and a small shipped logo', () => {
    for (const carrier of carriers) {
      for (const url of [carrier.url, carrier.claimPortal, carrier.paymentPortal ?? 'https://x']) {
        expect(new URL(url).protocol).toBe('https:');
      }
      expect(carrier.phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(carrier.phone.href).toBe(`tel:+1${carrier.phone.display.replace(/\D/g, '')}`);
      expect(carrier.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(carrier.logo).toBe(`/carriers/${carrier.key}.svg`);
      const file = join(publicDir, carrier.logo);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(10 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('<svg');
      // Shipped assets only: a logo that loaded something from elsewhere would defeat the point.
      expect(svg).not.toMatch(/href="http|<image|<script/);
    }
  });

  it('has exactly one carrier without an online payment portal', () => {
    expect(carriers.filter((carrier) => carrier.paymentPortal === null).map((carrier) => carrier.key)).toEqual(['aegis']);
  });
});
