/** The captcha (captcha.ts) as a React component, for the wizard's review step. */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { mountCaptcha, type MountedCaptcha } from './captcha';

interface CaptchaWidgetProps {
  token: string | null;
  onSolved: (token: string) => void;
  onCleared: () => void;
  challengeUrl?: string;
}

/**
 * Styles of the widget itself: the theme's focus ring (src/app/theme.ts) on its checkbox instead of the browser's
 * thin default.
 */
export const altchaWidgetSx = {
  maxWidth: '100%',
  '& input[type="checkbox"]:focus-visible': { outline: '3px solid #1f6fd1', outlineOffset: '2px' },
} as const;

/** Styles of the box the widget goes into, shared with the forms that mount it themselves. */
export const captchaBoxSx = { minHeight: 72, my: 3, '& altcha-widget': altchaWidgetSx } as const;

export function CaptchaWidget({ token, onSolved, onCleared, challengeUrl }: CaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCaptcha | null>(null);
  const callbacks = useRef({ onSolved, onCleared });
  useEffect(() => {
    callbacks.current = { onSolved, onCleared };
  }, [onSolved, onCleared]);

  useEffect(() => {
    if (!containerRef.current) return;
    const captcha = mountCaptcha(
      containerRef.current,
      { onSolved: (solved) => callbacks.current.onSolved(solved), onCleared: () => callbacks.current.onCleared() },
      challengeUrl,
    );
    mounted.current = captcha;
    return () => {
      captcha.remove();
      mounted.current = null;
    };
  }, [challengeUrl]);

  useEffect(() => {
    if (token === null) mounted.current?.reset();
  }, [token]);

  return <Box ref={containerRef} data-testid="captcha" sx={captchaBoxSx} />;
}
