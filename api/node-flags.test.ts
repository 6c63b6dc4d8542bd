import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags npm run serve starts the built server with', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    // Compared as text: a flag's value may hold characters a regular expression would read as its own.
    const command = ` node ${SERVER_NODE_FLAGS.join(' ')} dist-api/server.mjs`;
    expect(scripts.serve?.slice(-command.length)).toBe(command);
  });
});
