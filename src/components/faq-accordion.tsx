import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fillAgencyPlaceholders } from '../content/agency';
import type { FaqItem } from '../content/wizard-pages';
import { revealOnScroll } from '../app/motion';
import { useHydrated } from './use-hydrated';

interface FaqAccordionProps {
  title: string;
  items: readonly FaqItem[];
  id?: string;
}

/**
 * Questions expand one at a time: opening one closes the other, clicking an open one closes it. Agency placeholders
 * in the copy ({phone}, {email} ...) are filled here, so pages pass their FAQ content as it is.
 *
 * On a pre-rendered page the questions open from the page's code: until it has hydrated them a tap would do
 * nothing, so they cannot be tapped yet (as the carrier cards' toggles), while looking as they will.
 */
export function FaqAccordion({ title, items, id }: FaqAccordionProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const hydrated = useHydrated();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} {...revealOnScroll} sx={{ py: { xs: 5, md: 7 } }}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          expanded={expanded === index}
          onChange={(_, isExpanded) => setExpanded(isExpanded ? index : null)}
          disabled={!hydrated}
          disableGutters
          variant="outlined"
          data-testid="faq-item"
          sx={{
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
            '&.Mui-disabled': { bgcolor: 'background.paper' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-q${index}`}
            aria-controls={`${baseId}-a${index}`}
            sx={{ '& .MuiAccordionSummary-content': { my: 1.75 }, '&.Mui-disabled': { opacity: 1 } }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {fillAgencyPlaceholders(item.question)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${baseId}-a${index}`}>
            <Typography color="text.secondary">{fillAgencyPlaceholders(item.answer)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
