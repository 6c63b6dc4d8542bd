/** The frame of the pages before the inbox (signing in, accepting an invitation, setting up a sign-in): one card. */
import type { ReactNode } from 'react';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { agency } from '../../config/agency';

export function SignedOutFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar component="header" position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <ShieldOutlinedIcon aria-hidden />
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {agency.shortName} · Staff inbox
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" sx={{ maxWidth: wide ? 720 : 480, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
