/**
 * The documentation is part of the product: README gives exactly the two set-up commands, and the configuration
 * table of docs/operations.md lists exactly what the server reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEnv } from '../../api/env';

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');

it('documents every environment variable with its default and meaning', () => {
  const rows = operations
    .split('\n')
    .filter((line) => /^\| `[A-Z_]+` \|/.test(line))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |`| \|$/g, '')));
  expect(rows).toEqual(describeEnv().map((entry) => [entry.name, entry.default, entry.meaning]));
});

it('gives exactly the two set-up commands', () => {
  const commands = [...readme.matchAll(/```sh\n([^`]+)```/g)].map((match) => match[1]?.trim());
  expect(commands).toEqual([
    'npm install && npm start',
    'npm install && npm test',
  ]);
});
