/**
 * The carrier directory's island, as static markup: the policy-number finder and one card per partner carrier. The
 * carrier-finder island (src/islands/carrier-finder.ts) brings both to life: a number that names a carrier opens
 * and highlights its card, and at most one card is expanded. Until it runs, the Find button is disabled: the
 * browser would otherwise send the form itself (the number in the address bar, the page reloaded).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { nativeIslandAttributes } from '../app/island';
import { agency } from '../../config/agency';
import { carrierDirectoryCopy, carriers, type DirectoryKind } from '../content/carriers';
import { CARRIER_PARTS, island as carrierFinderIsland } from '../islands/carrier-finder';
import { CarrierCard } from './carrier-card';
import { TextInput } from './text-input';

const part = (name: keyof typeof CARRIER_PARTS) => ({ [CARRIER_PARTS[name]]: '' });

export function CarrierFinder({ kind }: { kind: DirectoryKind }) {
  const copy = carrierDirectoryCopy[kind];
  const baseId = useId();
  return (
    <div {...nativeIslandAttributes(carrierFinderIsland)}>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-labelledby={`${baseId}-finder`}
        noValidate
        sx={{ borderRadius: 3, p: { xs: 2.5, md: 3 }, mb: 4, maxWidth: '44rem', mx: 'auto', bgcolor: '#f5f8fb' }}
      >
        <Typography id={`${baseId}-finder`} variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {copy.finderTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {copy.finderIntro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            id={`${baseId}-policy`}
            name="policyNumber"
            label="Policy number (optional)"
            placeholder="e.g. SAF-1234567-01"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            maxLength={40}
            sx={{ bgcolor: 'common.white' }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden />} disabled sx={{ flexShrink: 0, minHeight: 56 }}>
            Find my carrier
          </Button>
        </Stack>
        <Box role="status" aria-live="polite" sx={{ '&:has(> :not([hidden]))': { mt: 2 } }}>
          <Typography {...part('askEmpty')} hidden>
            Enter your policy number and we will find your insurance company.
          </Typography>
          <Typography {...part('result')} hidden data-testid="carrier-result" sx={{ fontSize: '1.1rem' }}>
            Carrier: <strong {...part('resultName')} />
          </Typography>
          <Typography {...part('unknownHint')} hidden color="text.secondary" sx={{ mt: 0.5 }}>
            We could not match this number to one of our carriers. Check it against your policy documents, or call us
            at <Link href={agency.phone.href}>{agency.phone.display}</Link> and we will find your carrier for you.
          </Typography>
          <Typography {...part('foundHint')} hidden color="text.secondary" sx={{ mt: 0.5 }}>
            Its card is highlighted below.
          </Typography>
        </Box>
      </Paper>

      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        {carriers.map((carrier) => (
          <Grid key={carrier.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <CarrierCard carrier={carrier} kind={kind} copy={copy} />
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
