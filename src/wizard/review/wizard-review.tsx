import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewBlock, ReviewRow, ReviewSectionView } from '../../../engine/review/review-summary';

interface WizardReviewProps {
  sections: readonly ReviewSectionView[];
}

function RowValues({ row }: { row: ReviewRow }) {
  return (
    <Typography component="dd" data-review-pointer={row.pointer}>
      {row.values.map((value, valueIndex) => (
        <Box component="span" key={`${valueIndex}-${value}`} sx={{ display: 'block' }}>
          {value}
        </Box>
      ))}
    </Typography>
  );
}

/** Label and value side by side from the small breakpoint up. */
function RowList({ rows }: { rows: readonly ReviewRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 35%) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontWeight: 600 },
        '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-line' },
      }}
    >
      {rows.map((row) => (
        <Fragment key={row.pointer}>
          <Typography component="dt">{row.label}</Typography>
          <RowValues row={row} />
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * A list's items side by side, one column per item (1 to 4), fewer columns on narrow screens; within a card a label
 * sits above its value, since a quarter of the form is too narrow for both on one line.
 */
function ItemGrid({ block, showLabel }: { block: Extract<ReviewBlock, { kind: 'grid' }>; showLabel: boolean }) {
  const baseId = useId();
  const columns = (count: number) => `repeat(${Math.min(block.columns, count)}, minmax(0, 1fr))`;
  return (
    <Box>
      {showLabel && (
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {block.label}
        </Typography>
      )}
      <Box
        data-testid="review-grid"
        data-columns={block.columns}
        data-review-pointer={block.pointer}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: columns(2), md: columns(block.columns) } }}
      >
        {block.items.map((item, index) => (
          <Box
            key={item.title}
            component="section"
            aria-labelledby={`${baseId}-${index}`}
            data-testid="review-item"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.75, minWidth: 0, bgcolor: 'grey.50' }}
          >
            <Typography
              id={`${baseId}-${index}`}
              component={showLabel ? 'h5' : 'h4'}
              sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}
            >
              {item.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                '& dt': { color: 'text.secondary', fontWeight: 600, fontSize: '0.85rem' },
                '& dd': { m: 0, mb: 1, wordBreak: 'break-word', whiteSpace: 'pre-line' },
                '& dd:last-of-type': { mb: 0 },
              }}
            >
              {item.rows.map((row) => (
                <Fragment key={row.pointer}>
                  <Typography component="dt">{row.label}</Typography>
                  <RowValues row={row} />
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Read-only summary of what will be sent, one card per review section of ui.json. A section left with nothing to
 * show (every field hidden by its condition, e.g. no additional interests) is not drawn.
 */
export function WizardReview({ sections }: WizardReviewProps) {
  const baseId = useId();
  return (
    <Stack spacing={2} data-testid="wizard-review">
      <Typography color="text.secondary">
        Please check your information before submitting. Use Back to make changes.
      </Typography>
      {sections.map((section, index) =>
        section.blocks.length === 0 ? null : (
          <Paper
            key={section.title}
            variant="outlined"
            component="section"
            aria-labelledby={`${baseId}-${index}`}
            data-testid="review-section"
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Typography id={`${baseId}-${index}`} component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
              {section.title}
            </Typography>
            <Stack spacing={2}>
              {section.blocks.map((block) =>
                block.kind === 'rows' ? (
                  <RowList key={block.rows[0]?.pointer ?? 'rows'} rows={block.rows} />
                ) : (
                  // A list alone in its section, or named as its section, is named by the section title already.
                  <ItemGrid key={block.pointer} block={block} showLabel={section.blocks.length > 1 && block.label !== section.title} />
                ),
              )}
            </Stack>
          </Paper>
        ),
      )}
    </Stack>
  );
}
