import { expect, it } from 'vitest';
import { describeFieldErrors, isAnnouncementStale } from './error-announcement';

it('counts the fields and lists each label with its message', () => {
  const labels: Record<string, string> = { '/a': 'Full Name', '/b': 'Email' };
  const label = (pointer: string) => labels[pointer] ?? pointer;
  expect(
    describeFieldErrors(
      [
        { path: '/a', message: 'This field is required.' },
        { path: '/b', message: 'Please enter a valid email address.' },
      ],
      label,
    ),
  ).toBe('2 fields need attention: Full Name: This field is required. Email: Please enter a valid email address.');
  expect(describeFieldErrors([{ path: '/a', message: 'Invalid format.' }], label)).toBe(
    '1 field needs attention: Full Name: Invalid format.',
  );
  expect(describeFieldErrors([], label)).toBe('');
});

it('calls the announcement stale once one of the errors it read out is fixed', () => {
  const errors = [
    { path: '/a', message: 'This field is required.' },
    { path: '/b', message: 'Invalid format.' },
  ];
  expect(isAnnouncementStale(['/a', '/b'], errors)).toBe(false);
  expect(isAnnouncementStale(['/a', '/b'], errors.slice(1))).toBe(true);
  expect(isAnnouncementStale([], [])).toBe(false);
});
