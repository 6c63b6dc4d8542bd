import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fillAgencyPlaceholders } from '../content/agency';
import type { FaqGroup } from '../content/faq-page';

/**
 * Several FAQ groups with ONE expanded item across all of them (spec: opening one collapses any other, clicking
 * an open item collapses it). FaqAccordion keeps its state per list, so the page-wide rule needs this component.
 */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  return (
    <>
      {groups.map((group) => (
        <Box
          key={group.id}
          component="section"
          id={group.id}
          tabIndex={-1}
          aria-labelledby={`${group.id}-heading`}
          sx={{ pt: { xs: 4, md: 5 }, scrollMarginTop: 80 }}
        >
          <Typography id={`${group.id}-heading`} variant="h5" component="h2" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          {group.items.map((item, index) => {
            const key = `${group.id}-${index}`;
            return (
              <Accordion
                key={key}
                expanded={expanded === key}
                onChange={(_, isExpanded) => setExpanded(isExpanded ? key : null)}
                disableGutters
                variant="outlined"
                data-testid="faq-item"
                sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`${baseId}-${key}-q`}
                  aria-controls={`${baseId}-${key}-a`}
                  sx={{ '& .MuiAccordionSummary-content': { my: 1.75 } }}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {fillAgencyPlaceholders(item.question)}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`${baseId}-${key}-a`} role="region" aria-labelledby={`${baseId}-${key}-q`}>
                  <Typography color="text.secondary">{fillAgencyPlaceholders(item.answer)}</Typography>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}
    </>
  );
}
