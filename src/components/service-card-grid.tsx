import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ServiceCard } from '../content/service-cards';
import { CardIcon } from './card-icon';
import { visuallyHidden } from './visually-hidden';
import { revealOnScroll } from '../app/motion';

interface ServiceCardGridProps {
  cards: readonly ServiceCard[];
  quoteLabel: string;
  learnMoreLabel: string;
}

/**
 * The insurance cards: title, tagline, description, GET A QUOTE and LEARN MORE. The buttons carry the coverage in
 * their text, hidden on screen, since four identical "GET A QUOTE" links would be ambiguous in a screen reader's list
 * and to a search engine.
 */
export function ServiceCardGrid({ cards, quoteLabel, learnMoreLabel }: ServiceCardGridProps) {
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }} {...revealOnScroll}>
          {/* An outlined card drawn with plain boxes: nothing in it needs MUI's Card machinery. */}
          <Box
            component="article"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Box sx={{ flex: 1, p: 3 }}>
              <CardIcon name={card.icon} />
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {card.title}
              </Typography>
              <Typography sx={{ color: 'secondary.main', fontWeight: 600, mb: 1 }}>{card.tagline}</Typography>
              <Typography color="text.secondary">{card.description}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', px: 3, pb: 3, pt: 0, gap: 1, flexWrap: 'wrap' }}>
              <Button href={card.quoteTo} variant="contained">
                {quoteLabel}
                <Box component="span" sx={visuallyHidden}>
                  : {card.title}
                </Box>
              </Button>
              <Button href={card.learnMoreTo} variant="outlined">
                {learnMoreLabel}
                <Box component="span" sx={visuallyHidden}>
                  : {card.title}
                </Box>
              </Button>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
