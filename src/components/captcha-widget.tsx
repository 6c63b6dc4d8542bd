/**
 * The ALTCHA widget (web component from the `altcha` package, loaded only when a review step shows it). It fetches
 * its challenge from the API; its solution payload is the `captchaToken` sent with the request. A solution is
 * accepted once, so when the machine drops the token (after a failed submission) the widget is reset and the user
 * solves a fresh challenge.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { AltchaWidgetElement } from 'altcha';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
/** Spec 4.1: the captcha renders 100 ms after the review step is reached. */
export const CAPTCHA_RENDER_DELAY_MS = 100;

interface CaptchaWidgetProps {
  token: string | null;
  onSolved: (token: string) => void;
  onCleared: () => void;
  challengeUrl?: string;
}

function readStateChange(event: Event): { state: string; payload: string | null } | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  if (detail === null || typeof detail !== 'object' || !('state' in detail)) return null;
  const payload = 'payload' in detail && typeof detail.payload === 'string' ? detail.payload : null;
  return { state: String(detail.state), payload };
}

export function CaptchaWidget({ token, onSolved, onCleared, challengeUrl = CAPTCHA_CHALLENGE_URL }: CaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const callbacks = useRef({ onSolved, onCleared });
  useEffect(() => {
    callbacks.current = { onSolved, onCleared };
  }, [onSolved, onCleared]);

  useEffect(() => {
    let cancelled = false;
    let widget: AltchaWidgetElement | null = null;
    const onStateChange = (event: Event) => {
      const change = readStateChange(event);
      if (!change) return;
      if (change.state === 'verified' && change.payload) callbacks.current.onSolved(change.payload);
      else callbacks.current.onCleared();
    };
    const timer = window.setTimeout(() => {
      import('altcha')
        .then(() => {
          if (cancelled || !containerRef.current) return;
          widget = document.createElement('altcha-widget');
          widget.setAttribute('challenge', challengeUrl);
          widget.setAttribute('language', 'en');
          widget.addEventListener('statechange', onStateChange);
          containerRef.current.append(widget);
          widgetRef.current = widget;
        })
        .catch((error: unknown) => {
          // Spec: a captcha that fails to render is logged only; submit stays disabled without a token.
          console.warn('The captcha widget could not be loaded', error);
        });
    }, CAPTCHA_RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      widgetRef.current = null;
    };
  }, [challengeUrl]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (token === null && widget && typeof widget.getState === 'function' && widget.getState() === 'verified') {
      widget.reset();
    }
  }, [token]);

  return <Box ref={containerRef} data-testid="captcha" sx={{ minHeight: 72, my: 3, '& altcha-widget': { maxWidth: '100%' } }} />;
}
