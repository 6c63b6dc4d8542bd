/**
 * The outcome of what a person just did, said once: "Status changed to Contacted". It shows for a few seconds at the
 * foot of the screen and is read by screen readers from the same polite live region, which is in the page from the
 * start (a region added together with its text is not announced).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

const SHOWN_MS = 6000;

const AnnouncerContext = createContext<(message: string) => void>(() => {});

export function useAnnounce(): (message: string) => void {
  return useContext(AnnouncerContext);
}

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);

  const announce = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    // Emptied first, so that the same words said twice in a row are announced twice.
    setMessage('');
    window.setTimeout(() => setMessage(text), 50);
    timer.current = window.setTimeout(() => setMessage(''), SHOWN_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const value = useMemo(() => announce, [announce]);

  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="announcer"
        sx={{
          position: 'fixed',
          insetInline: 16,
          bottom: 16,
          mx: 'auto',
          maxWidth: 480,
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        {message && (
          <Box sx={{ bgcolor: '#1c2733', color: '#ffffff', borderRadius: 2, px: 2, py: 1.5, boxShadow: 6, textAlign: 'center' }}>{message}</Box>
        )}
      </Box>
    </AnnouncerContext.Provider>
  );
}
