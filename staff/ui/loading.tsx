/** A part of the page still on its way: a spinner with words, so that waiting is seen and heard. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
