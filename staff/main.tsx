/**
 * The staff inbox's entry. No StrictMode: its doubled effects would open each request twice in development, and
 * every opening is written to the audit log.
 */
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './app/theme';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('staff/index.html has no #root element');

createRoot(root).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <RouterProvider router={router} />
  </ThemeProvider>,
);
