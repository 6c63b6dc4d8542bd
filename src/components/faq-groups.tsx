import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqGroup } from '../content/faq-page';
import { FaqQuestion } from './faq-question';

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
              <FaqQuestion
                key={key}
                item={item}
                questionId={`${baseId}-${key}-q`}
                answerId={`${baseId}-${key}-a`}
                expanded={expanded === key}
                onToggle={(isExpanded) => setExpanded(isExpanded ? key : null)}
                answerRegion
              />
            );
          })}
        </Box>
      ))}
    </>
  );
}
