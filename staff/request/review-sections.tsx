/**
 * A request as the visitor confirmed it, in the API's review layout: sections of label and value rows, and lists of
 * items (drivers, vehicles) as cards. A sensitive value (a license number, a date of birth) stays masked until a
 * staff member reveals it, which the API records; the revealed value then takes the focus.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewBlockView, ReviewRowView, ReviewSectionDetail } from '../../schemas/staff-api';
import { visuallyHidden } from '../ui/visually-hidden';

interface RevealProps {
  /** The values revealed so far, by pointer. */
  revealed: Readonly<Record<string, string[]>>;
  onReveal: (row: ReviewRowView, item: string | undefined) => Promise<void>;
}

export function ReviewSections({ sections, ...reveal }: { sections: readonly ReviewSectionDetail[] } & RevealProps) {
  return (
    <>
      {sections.map((section) => (
        <Paper key={section.title} variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {section.title}
          </Typography>
          {section.blocks.map((block, index) => (
            <ReviewBlock key={index} block={block} section={section.title} {...reveal} />
          ))}
        </Paper>
      ))}
    </>
  );
}

function ReviewBlock({ block, section, ...reveal }: { block: ReviewBlockView; section: string } & RevealProps) {
  if (block.kind === 'rows') return <ReviewRows rows={block.rows} {...reveal} />;
  return (
    <Box sx={{ mt: 1 }}>
      {/* A section that is the list ("Drivers") is not named twice. */}
      {block.label !== section && (
        <Typography variant="h3" sx={{ mb: 1 }}>
          {block.label}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {block.items.map((item) => (
          <Paper key={item.title} variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
            <Typography component={block.label !== section ? 'h4' : 'h3'} sx={{ fontWeight: 700, mb: 1 }}>
              {item.title}
            </Typography>
            <ReviewRows rows={item.rows} item={item.title} {...reveal} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

function ReviewRows({ rows, item, ...reveal }: { rows: readonly ReviewRowView[]; item?: string } & RevealProps) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 2fr) 3fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
    >
      {rows.map((row) => (
        <ReviewRow key={row.pointer} row={row} item={item} {...reveal} />
      ))}
    </Box>
  );
}

function ReviewRow({ row, item, revealed, onReveal }: { row: ReviewRowView; item?: string } & RevealProps) {
  const values = revealed[row.pointer];
  const [busy, setBusy] = useState(false);
  const shown = useRef<HTMLSpanElement>(null);
  const justRevealed = useRef(false);

  useEffect(() => {
    if (values && justRevealed.current) shown.current?.focus();
  }, [values]);

  const reveal = async () => {
    setBusy(true);
    justRevealed.current = true;
    try {
      await onReveal(row, item);
    } finally {
      setBusy(false);
    }
  };

  const masked = row.masked && !values;
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {row.label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        {masked ? (
          <>
            <span aria-hidden>{row.values.join(', ')}</span>
            <Box component="span" sx={visuallyHidden}>
              hidden
            </Box>
            <Button size="small" variant="outlined" onClick={reveal} disabled={busy} aria-label={`Reveal ${row.label}${item ? ` (${item})` : ''}`}>
              {busy ? 'Revealing…' : 'Reveal'}
            </Button>
          </>
        ) : (
          <Box component="span" ref={shown} tabIndex={values ? -1 : undefined} data-pointer={row.pointer} sx={{ whiteSpace: 'pre-line' }}>
            {(values ?? row.values).join('\n') || '—'}
          </Box>
        )}
      </Typography>
    </>
  );
}
