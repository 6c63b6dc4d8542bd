import { describe, expect, it } from 'vitest';
import { rewriteImportMeta } from './build-api';

describe('rewriteImportMeta', () => {
  it("turns import.meta.url into the source file's own URL, relative to the bundle", () => {
    const source = "const dir = new URL('./migrations', import.meta.url);";
    expect(rewriteImportMeta(source, '/repo/api/db/database.ts', '/repo/dist-api')).toBe(
      'const dir = new URL(\'./migrations\', new URL("../api/db/database.ts", import.meta.url).href);',
    );
  });

  it('refuses import.meta.dirname and .filename, which would name the bundle', () => {
    expect(() => rewriteImportMeta('const d = import.meta.dirname;', '/repo/api/x.ts', '/repo/dist-api')).toThrow(
      /import\.meta\.url/,
    );
  });
});
