/**
 * The ALTCHA widget (web component from the `altcha` package, loaded only when a form shows it). It fetches its
 * challenge from the API; its solution payload is the `captchaToken` sent with the request. A solution is accepted
 * once, so after a submission the widget is reset and the visitor solves a fresh challenge. Plain DOM code: the
 * site's forms use it directly, the wizard through CaptchaWidget.
 */
import type { AltchaWidgetElement } from 'altcha';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
/** The captcha renders 100 ms after the form (or the review step) shows it (docs/spec-readings.md#captcha-delay). */
export const CAPTCHA_RENDER_DELAY_MS = 100;

export interface CaptchaCallbacks {
  onSolved: (token: string) => void;
  onCleared: () => void;
}

export interface MountedCaptcha {
  /** Asks for a fresh challenge if the current one was solved (its solution has been used). */
  reset: () => void;
  remove: () => void;
}

function readStateChange(event: Event): { state: string; payload: string | null } | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (detail === null || typeof detail !== 'object' || !('state' in detail)) return null;
  const payload = 'payload' in detail && typeof detail.payload === 'string' ? detail.payload : null;
  return { state: String(detail.state), payload };
}

/** Puts a widget into `container` after the spec's delay; `callbacks` are read at each change. */
export function mountCaptcha(container: HTMLElement, callbacks: CaptchaCallbacks, challengeUrl = CAPTCHA_CHALLENGE_URL): MountedCaptcha {
  let removed = false;
  let widget: AltchaWidgetElement | null = null;
  const onStateChange = (event: Event) => {
    const change = readStateChange(event);
    if (!change) return;
    if (change.state === 'verified' && change.payload) callbacks.onSolved(change.payload);
    else callbacks.onCleared();
  };
  const timer = window.setTimeout(() => {
    import('altcha')
      .then(() => {
        if (removed) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('language', 'en');
        widget.addEventListener('statechange', onStateChange);
        container.append(widget);
      })
      .catch((error: unknown) => {
        // Spec: a captcha that fails to render is logged only; the form cannot be sent without a token.
        console.warn('The captcha widget could not be loaded', error);
      });
  }, CAPTCHA_RENDER_DELAY_MS);
  return {
    reset: () => {
      if (widget && typeof widget.getState === 'function' && widget.getState() === 'verified') widget.reset();
    },
    remove: () => {
      removed = true;
      window.clearTimeout(timer);
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    },
  };
}
