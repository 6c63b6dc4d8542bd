import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fillAgencyPlaceholders } from '../../config/agency';
import type { FaqItem } from '../../engine/wizard-page';
import { useHydrated } from './use-hydrated';

interface FaqQuestionProps {
  item: FaqItem;
  /** Ids of the question's button and of its answer (the button controls the answer). */
  questionId: string;
  answerId: string;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** The open answer is a region named by its question (the FAQ page's groups). */
  answerRegion?: boolean;
}

/**
 * One FAQ question and its answer, as every FAQ list draws it. Agency placeholders in the copy ({phone}, {email} ...)
 * are filled here, so pages pass their FAQ content as it is.
 *
 * On a pre-rendered page the question opens from the page's code: until it has hydrated, a tap would do nothing, so
 * it cannot be tapped yet (as the carrier cards' toggles), while looking as it will.
 */
export function FaqQuestion({ item, questionId, answerId, expanded, onToggle, answerRegion = false }: FaqQuestionProps) {
  const hydrated = useHydrated();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, isExpanded) => onToggle(isExpanded)}
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
        id={questionId}
        aria-controls={answerId}
        sx={{ '& .MuiAccordionSummary-content': { my: 1.75 }, '&.Mui-disabled': { opacity: 1 } }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {fillAgencyPlaceholders(item.question)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={answerId} {...(answerRegion ? { role: 'region', 'aria-labelledby': questionId } : {})}>
        <Typography color="text.secondary">{fillAgencyPlaceholders(item.answer)}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}
