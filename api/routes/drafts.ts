/**
 * /api/drafts: "Save and finish later". POST stores a wizard's unfinished answers and e-mails a link to them;
 * GET /:token reads them back for that link. There is no listing: a draft is reached by its token only.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { readDraft } from '../drafts/draft-store';
import type { SubmissionHandler } from './submission-handlers';

export const DRAFT_NOT_FOUND = {
  error: 'not_found',
  message: 'There are no saved answers at this address: the link has expired, or the request was sent.',
} as const;

export function createDraftRoutes(
  { database, cipher }: Pick<AppDeps, 'database' | 'cipher'>,
  save: SubmissionHandler,
  rateLimit: MiddlewareHandler,
): Hono {
  return new Hono()
    .post('/', rateLimit, save)
    .get('/:token', rateLimit, async (c) => {
      // The answers may hold licence numbers and dates of birth: no cache keeps them.
      c.header('Cache-Control', 'no-store');
      const draft = await readDraft(database.db, cipher, c.req.param('token'));
      if (!draft) return c.json(DRAFT_NOT_FOUND, 404);
      return c.json({
        wizardId: draft.wizardId,
        step: draft.step,
        data: draft.data,
        schemaVersion: draft.schemaVersion,
        savedAt: draft.savedAt.toISOString(),
        expiresAt: draft.expiresAt.toISOString(),
      });
    });
}
