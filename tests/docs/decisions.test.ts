/**
 * The decision record stays usable: one file per decision with its date, status, context, decision and
 * consequences; every file in the index, its status the same in both; a superseded decision names a successor that
 * exists; and no link of README or docs/ leads to a missing file or outside the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const decisionsDir = join(root, 'docs', 'decisions');
const decisionFiles = readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
const decisionText = new Map(decisionFiles.map((file) => [file, readFileSync(join(decisionsDir, file), 'utf8')]));

/** The index row of a decision file: `| number | [title](file) | status |`. */
function indexRow(file: string): { number: string; status: string } | undefined {
  const row = index.split('\n').find((line) => line.split(' | ')[1]?.endsWith(`](${file})`));
  if (row === undefined) return undefined;
  const cells = row.replace(/^\| | \|$/g, '').split(' | ');
  return { number: cells[0] ?? '', status: cells.at(-1) ?? '' };
}

/** The files of `files` for which `problem` says what is wrong. */
function problems(files: string[], problem: (file: string) => string | undefined): string[] {
  return files.flatMap((file) => {
    const found = problem(file);
    return found === undefined ? [] : [`${file}: ${found}`];
  });
}

function statusOf(file: string): string {
  return /^Status: (.+)$/m.exec(decisionText.get(file) ?? '')?.[1] ?? '';
}

describe('docs/decisions', () => {
  it('numbers every decision once', () => {
    const numbers = decisionFiles.map((file) => file.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('gives every decision a title, a date, a status and the three sections', () => {
    const missing = problems(decisionFiles, (file) => {
      const text = decisionText.get(file) ?? '';
      const parts = [
        new RegExp(`^# ${file.slice(0, 4)}\\. \\S`).test(text) ? undefined : 'title "# NNNN. ..."',
        /^Date: \d{4}-\d{2}-\d{2}$/m.test(text) ? undefined : 'Date',
        /^Status: \S/m.test(text) ? undefined : 'Status',
        ...['## Context', '## Decision', '## Consequences'].map((heading) =>
          text.includes(`\n${heading}\n`) ? undefined : heading,
        ),
      ].filter(Boolean);
      return parts.length > 0 ? `no ${parts.join(', ')}` : undefined;
    });
    expect(missing).toEqual([]);
  });

  it('lists every decision in the index with the status it states', () => {
    const wrong = problems(decisionFiles, (file) => {
      const row = indexRow(file);
      if (row === undefined) return 'no row in the index';
      if (row.number !== file.slice(0, 4)) return `numbered ${row.number} in the index`;
      const superseded = statusOf(file).startsWith('Superseded');
      return row.status.startsWith('Superseded') === superseded ? undefined : `the index says "${row.status}"`;
    });
    expect(wrong).toEqual([]);
  });

  it('names an existing successor for every superseded decision', () => {
    const wrong = problems(decisionFiles, (file) => {
      const status = statusOf(file);
      if (!status.startsWith('Superseded')) return undefined;
      const successor = /^Superseded by \[?(\d{4})/.exec(status)?.[1];
      if (successor === undefined) return `"${status}" names no decision`;
      return decisionFiles.some((other) => other.startsWith(`${successor}-`)) ? undefined : `no decision ${successor}`;
    });
    expect(wrong).toEqual([]);
  });
});

it('links README and docs/ only to files in the repository', () => {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
  const documents = [join(root, 'README.md'), ...docs.map((name) => join(root, 'docs', name))];
  const broken = documents.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
      .filter((target) => {
        const file = resolve(dirname(path), target.split('#')[0] ?? '');
        return relative(root, file).startsWith('..') || !existsSync(file);
      })
      .map((target) => `${relative(root, path)}: ${target}`),
  );
  expect(broken).toEqual([]);
});
