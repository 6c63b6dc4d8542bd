import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('reads bytes, kilobytes and megabytes with at most one decimal', () => {
    expect(fileSizeText(1)).toBe('1 byte');
    expect(fileSizeText(900)).toBe('900 bytes');
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(24 * 1024)).toBe('24 KB');
    expect(fileSizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(fileSizeText(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});
