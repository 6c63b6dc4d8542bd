import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fillAgencyPlaceholders } from '../../config/agency';
import type { FaqItem } from '../../engine/wizard-page';
import { PhoneText } from './phone-text';

interface FaqQuestionProps {
  item: FaqItem;
  /** The name the questions of one FAQ share: the browser keeps at most one of them open. */
  group: string;
  /** Ids of the question and of its answer. */
  questionId: string;
  answerId: string;
  /** The answer is a region named by its question (the FAQ page's groups). */
  answerRegion?: boolean;
}

/**
 * One FAQ question and its answer, as every FAQ list draws it: a native `details` element, so it opens and closes
 * with or without the page's script, from the pointer and the keyboard, and the browser tells screen readers
 * whether it is expanded. Questions sharing a `name` open one at a time (the faq island keeps that rule in browsers
 * that do not). Agency placeholders in the copy ({phone}, {email} ...) are filled here, so pages pass their FAQ
 * content as it is.
 */
export function FaqQuestion({ item, group, questionId, answerId, answerRegion = false }: FaqQuestionProps) {
  return (
    <Box
      component="details"
      name={group}
      data-testid="faq-item"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '&:not(:last-of-type)': { borderBottom: 0 },
        '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
        '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
      }}
    >
      <Box
        component="summary"
        id={questionId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          minHeight: 48,
          px: 2,
          py: 1.75,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outlineOffset: '-3px' },
          '& > svg': { flexShrink: 0, color: 'action.active', transition: 'transform 150ms ease-in-out' },
          '[open] > & > svg': { transform: 'rotate(180deg)' },
          '@media (prefers-reduced-motion: reduce)': { '& > svg': { transition: 'none' } },
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {fillAgencyPlaceholders(item.question)}
        </Typography>
        <ExpandMoreIcon aria-hidden />
      </Box>
      <Box id={answerId} {...(answerRegion ? { role: 'region', 'aria-labelledby': questionId } : {})} sx={{ px: 2, pb: 2 }}>
        <Typography color="text.secondary">
          <PhoneText text={fillAgencyPlaceholders(item.answer)} />
        </Typography>
      </Box>
    </Box>
  );
}
