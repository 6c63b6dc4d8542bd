import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '../../engine/wizard-page';
import { revealOnScroll } from '../app/motion';
import { nativeIslandAttributes } from '../app/island';
import { island as faqIsland } from '../islands/faq';
import { FaqQuestion } from './faq-question';

interface FaqAccordionProps {
  title: string;
  items: readonly FaqItem[];
  id?: string;
}

/** Questions expand one at a time: opening one closes the other, clicking an open one closes it. */
export function FaqAccordion({ title, items, id }: FaqAccordionProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      {...nativeIslandAttributes(faqIsland)}
      {...revealOnScroll}
      sx={{ py: { xs: 5, md: 7 } }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {items.map((item, index) => (
        <FaqQuestion key={item.question} item={item} group={baseId} questionId={`${baseId}-q${index}`} answerId={`${baseId}-a${index}`} />
      ))}
    </Box>
  );
}
