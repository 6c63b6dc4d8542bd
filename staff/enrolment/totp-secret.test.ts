import { describe, expect, it } from 'vitest';
import { totpSecret } from './totp-secret';

describe('the key typed into an authenticator app', () => {
  it('is the address’s secret in groups of four', () => {
    const uri = 'otpauth://totp/Bay%20Valley%20Insurance%20Agency:owner%40example.test?secret=JA2UWQS2NVBXK6DINUZGSTKVJZBDA32FNZTECZTKMVRWGSZVGZKA&issuer=Bay+Valley+Insurance+Agency&digits=6&period=30';
    expect(totpSecret(uri)).toBe('JA2U WQS2 NVBX K6DI NUZG STKV JZBD A32F NZTE CZTK MVRW GSZV GZKA');
  });

  it('leaves out the padding', () => {
    expect(totpSecret('otpauth://totp/x?secret=ABCDEFG%3D')).toBe('ABCD EFG');
  });
});
