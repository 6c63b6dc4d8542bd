import { describe, expect, it } from 'vitest';
import { redactPayload } from './redact-payload';

describe('redactPayload', () => {
  const payload = {
    fullName: 'Maria',
    captchaToken: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
    additionalData: {
      attachments: [{ name: 'lease.pdf', size: 5, type: 'application/pdf', lastModified: 1, content: 'JVBERi0=' }],
    },
  };

  it('drops the captcha token and the contents, keeping the attachment description', () => {
    expect(redactPayload(payload, ['/additionalData/attachments/0'])).toEqual({
      fullName: 'Maria',
      additionalData: {
        attachments: [{ name: 'lease.pdf', size: 5, type: 'application/pdf', lastModified: 1 }],
      },
    });
  });

  it('leaves the submitted payload untouched', () => {
    const before = structuredClone(payload);
    redactPayload(payload, ['/additionalData/attachments/0']);
    expect(payload).toEqual(before);
  });

  it('drops the contents of several files of one list, and ignores a pointer that leads to no object', () => {
    const two = {
      files: [
        { name: 'a.pdf', content: 'QQ==' },
        { name: 'b.pdf', content: 'Qg==' },
      ],
      other: { name: 'kept' },
    };
    const before = structuredClone(two);
    expect(redactPayload(two, ['/files/0', '/files/1', '/files/7', '/other/name'])).toEqual({
      files: [{ name: 'a.pdf' }, { name: 'b.pdf' }],
      other: { name: 'kept' },
    });
    expect(two).toEqual(before);
  });
});
