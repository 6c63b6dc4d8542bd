import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { nativeIslandAttributes } from '../app/island';
import type { FaqGroup } from '../content/faq-page';
import { island as faqIsland } from '../islands/faq';
import { FaqQuestion } from './faq-question';

/**
 * Several FAQ groups with ONE expanded item across all of them (spec: opening one collapses any other, clicking
 * an open item collapses it): every question of every group shares one name.
 */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  const baseId = useId();
  return (
    <div {...nativeIslandAttributes(faqIsland)}>
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
                group={baseId}
                questionId={`${baseId}-${key}-q`}
                answerId={`${baseId}-${key}-a`}
                answerRegion
              />
            );
          })}
        </Box>
      ))}
    </div>
  );
}
