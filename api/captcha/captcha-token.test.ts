import { describe, expect, it } from 'vitest';
import { decodeCaptchaToken, encodeCaptchaToken } from './captcha-token';

const payload = {
  challenge: {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      expiresAt: 1795346669,
      keyLength: 32,
      keyPrefix: '00',
      nonce: '12f12086b45eea658c8241d5682f8131',
      salt: 'cd189e43568b99b4f104b942e77e7a36',
    },
    signature: '2ef2f360487f42246322da1d6cdf591517e7db8adae516c26eb14d6152090b06',
  },
  solution: { counter: 79, derivedKey: '00682de1ef23b1abdd7a60c2135deed5a93a121ed5808375b6d717988708d7d2', time: 16.9 },
};

describe('captcha token', () => {
  it("is the widget's btoa(JSON.stringify({ challenge, solution }))", () => {
    expect(encodeCaptchaToken(payload)).toBe(btoa(JSON.stringify(payload)));
  });

  it('decodes what the widget sends', () => {
    expect(decodeCaptchaToken(btoa(JSON.stringify(payload)))).toEqual(payload);
  });

  it('returns null instead of throwing for anything else', () => {
    for (const token of ['', '====', 'eyJ', btoa('null'), btoa('[]'), btoa('{"challenge":1,"solution":2}')]) {
      expect(decodeCaptchaToken(token)).toBeNull();
    }
  });
});
