/**
 * The funnel as bars, from the visitors who started through each step to those who submitted, each step's bar split
 * into those who went on and those who dropped off there. The chart is for the eye: its figure is named, and the table
 * beside it (funnel-tables.tsx) holds the same figures for screen readers and for reading exact values. MUI X Charts is
 * imported by its deep path so that only the bar chart joins this page's chunk.
 */
import { useId } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import type { FunnelVersionView } from '../../schemas/staff-api';
import { funnelBars } from './funnel-query';

/** A bar's band, and what the axes and the legend take around the bars. */
const BAND_HEIGHT = 44;
const CHROME_HEIGHT = 90;
/** Room past the longest bar, as a share of it, for the drop-off's figure written after its end. */
const LABEL_ROOM = 0.08;
/** The steps' titles beside the bars: cut short with an ellipsis past this (the tooltip and the table give them whole). */
const TITLE_WIDTH = { phone: 112, wide: 240 };

export function FunnelChart({ figures, caption }: { figures: FunnelVersionView; caption: string }) {
  const theme = useTheme();
  const captionId = useId();
  const phone = useMediaQuery((breakpoints: Theme) => breakpoints.breakpoints.down('sm'));
  const bars = funnelBars(figures);
  const longest = Math.max(1, ...bars.map((bar) => bar.wentOn + bar.droppedOff));
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, mb: 2 }}>
      <Typography component="figcaption" id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <BarChart
        layout="horizontal"
        height={bars.length * BAND_HEIGHT + CHROME_HEIGHT}
        dataset={bars.map((bar) => ({ ...bar }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: phone ? TITLE_WIDTH.phone : TITLE_WIDTH.wide }]}
        xAxis={[{ tickMinStep: 1, min: 0, max: Math.ceil(longest * (1 + LABEL_ROOM)) }]}
        series={[
          { dataKey: 'wentOn', label: 'Went on', stack: 'reached', color: theme.palette.primary.main },
          {
            dataKey: 'droppedOff',
            label: 'Dropped off here',
            stack: 'reached',
            color: theme.palette.secondary.main,
            // Past the end of its bar, on the page's background, where a figure reads whatever the segment's width.
            barLabel: (item) => (item.value ? String(item.value) : null),
            barLabelPlacement: 'outside',
          },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
