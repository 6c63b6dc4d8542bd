/**
 * A table that keeps its own width on a narrow screen: it scrolls sideways within itself, never the page. The
 * scrolling box can be focused and is named, so a keyboard can scroll it too.
 */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';

export function ScrollTable({ label, children, minWidth = 560 }: { label: string; children: ReactNode; minWidth?: number }) {
  return (
    <Paper variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', mb: 2 }}>
      <Table aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </Paper>
  );
}
