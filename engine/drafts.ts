/**
 * What the browser and the API agree on about saved drafts ("Save and finish later"): the resume link's address
 * parameter, the header a submission names its draft with, and how long a draft is kept.
 */

/** A resume link is `<wizard route>?resume=<token>`. */
export const RESUME_PARAMETER = 'resume';

/** A submission completing a saved draft names its token in this header; the draft is deleted with the submission. */
export const DRAFT_TOKEN_HEADER = 'Draft-Token';

/** A draft is kept this many days after it was saved, then refused and purged. */
export const DRAFT_LIFETIME_DAYS = 30;
