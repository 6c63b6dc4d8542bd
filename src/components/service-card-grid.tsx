import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ServiceCard } from '../content/service-cards';
import { CoverageIcon } from './coverage-icon';

interface ServiceCardGridProps {
  cards: readonly ServiceCard[];
  quoteLabel: string;
  learnMoreLabel: string;
}

/**
 * The insurance cards: title, tagline, description, GET A QUOTE and LEARN MORE. The buttons carry the coverage in
 * their accessible names, since four identical "GET A QUOTE" links would be ambiguous in a screen reader's list.
 */
export function ServiceCardGrid({ cards, quoteLabel, learnMoreLabel }: ServiceCardGridProps) {
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
            <CardContent sx={{ flex: 1, p: 3 }}>
              <CoverageIcon name={card.icon} />
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {card.title}
              </Typography>
              <Typography sx={{ color: 'secondary.main', fontWeight: 600, mb: 1 }}>{card.tagline}</Typography>
              <Typography color="text.secondary">{card.description}</Typography>
            </CardContent>
            <CardActions sx={{ px: 3, pb: 3, pt: 0, gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={card.quoteTo} variant="contained" aria-label={`${quoteLabel}: ${card.title}`}>
                {quoteLabel}
              </Button>
              <Box sx={{ m: '0 !important' }}>
                <Button component={RouterLink} to={card.learnMoreTo} variant="outlined" aria-label={`${learnMoreLabel}: ${card.title}`}>
                  {learnMoreLabel}
                </Button>
              </Box>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
