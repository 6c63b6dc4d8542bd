/**
 * The words of every wizard's saved progress: the notice after answers are restored, "Start over", and the "Save and
 * finish later" dialog. The same for every wizard, so they live here and not in a wizard folder.
 */
import { DRAFT_LIFETIME_DAYS } from '../../engine/drafts';

export const savedProgressCopy = {
  restoredFromDevice: 'Welcome back: we kept your answers on this device.',
  restoredFromLink: 'Welcome back: your saved answers are restored.',
  withheld:
    'For your privacy, driver’s license numbers, dates of birth and documents are never kept on this device: please enter them again.',
  changed: 'This form has changed since you saved your answers. Please check the answers marked on this step.',
  stopped: 'Please check the answers marked on this step before you go on.',
  linkNotFound:
    'This link has expired, or the request it saved has already been sent. Your answers are no longer stored with us: please start again.',
  linkFailed: 'We could not load your saved answers just now. Please reload the page to try again.',
  saveLater: 'Save and finish later',
  startOver: 'Start over',
  dialogTitle: 'Save and finish later',
  dialogText: `We will e-mail you a link to carry on where you left off, on any device. The link works for ${DRAFT_LIFETIME_DAYS} days.`,
  emailLabel: 'Email Address',
  send: 'Send me the link',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: (email: string, until: string) => `We sent the link to ${email}. It works until ${until}.`,
  privacy: {
    text: `We use this address only to send you the link. Your saved answers are stored encrypted and deleted after ${DRAFT_LIFETIME_DAYS} days, or as soon as you send the request.`,
    linkLabel: 'Privacy Policy',
    href: '/privacy',
  },
} as const;
