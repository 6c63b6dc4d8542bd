/**
 * The carrier directory shared by /services/make-claim and /services/make-payment: a banner, the policy-number
 * finder, one card per partner carrier (at most one expanded) and the closing banner. The two pages differ only in
 * their copy and in which portal each card links to.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import SearchIcon from '@mui/icons-material/Search';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { carrierDirectoryCopy, carrierKeys, carriers, type CarrierKey, type DirectoryKind } from '../content/carriers';
import { closingBanner } from '../content/closing-banner';
import { carrierMatchName, identifyCarrier, type CarrierMatch } from '../content/policy-number';
import { CarrierCard, carrierCardId } from './carrier-card';
import { expandForMatch, toggleExpanded, type ExpandedCard } from './carrier-expansion';
import { useAdoptEarlyInput } from './early-input';
import { useHydrated } from './use-hydrated';
import { ClosingBanner } from './closing-banner';
import { PageBanner } from './page-banner';
import { sectionLinkProps } from './scroll-to-section';

export const CARRIER_LIST_ID = 'carrier-list';

/**
 * A partial number is "Unknown" at every keystroke until it is complete, so while typing only a match is shown at
 * once; "Unknown" waits for this pause in typing, or for the Find button.
 */
const UNKNOWN_AFTER_MS = 900;

interface CarrierDirectoryProps {
  kind: DirectoryKind;
}

export function CarrierDirectory({ kind }: CarrierDirectoryProps) {
  const copy = carrierDirectoryCopy[kind];
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const inputId = `${baseId}-policy`;
  const [policyNumber, setPolicyNumber] = useState('');
  const [match, setMatch] = useState<CarrierMatch | null>(null);
  const [showUnknown, setShowUnknown] = useState(false);
  const [askedEmpty, setAskedEmpty] = useState(false);
  const [expanded, setExpanded] = useState<ExpandedCard>(null);
  // Bumped by the Find button: the effect scrolls once the matched card has rendered expanded.
  const [bringForward, setBringForward] = useState<{ key: CarrierKey; request: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (match !== 'Unknown' || showUnknown) return;
    const timer = window.setTimeout(() => setShowUnknown(true), UNKNOWN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [match, showUnknown, policyNumber]);

  useEffect(() => {
    if (!bringForward) return;
    const card = document.getElementById(carrierCardId(bringForward.key));
    if (!card) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    card.focus({ preventScroll: true });
  }, [bringForward]);

  const identify = (value: string): CarrierMatch | null => {
    const found = value.trim() ? identifyCarrier(value) : null;
    setMatch(found);
    if (found) setExpanded((current) => expandForMatch(current, found));
    return found;
  };

  const onChange = (value: string) => {
    setPolicyNumber(value);
    setShowUnknown(false);
    setAskedEmpty(false);
    identify(value);
  };

  const hydrated = useHydrated();
  // Typed into the served box before the page came to life: looked up as if typed now.
  const finderRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(finderRef, (changed) => {
    const typed = changed.find((field) => field.name === 'policyNumber');
    if (typed) onChange(typed.value);
  });

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    const found = identify(policyNumber);
    setAskedEmpty(found === null);
    if (found === null) inputRef.current?.focus();
    setShowUnknown(true);
    if (found && found !== 'Unknown') {
      const key = found;
      setBringForward((previous) => ({ key, request: (previous?.request ?? 0) + 1 }));
    }
  };

  const highlighted = match && match !== 'Unknown' ? match : null;
  const resultVisible = match !== null && (match !== 'Unknown' || showUnknown);

  return (
    <>
      <PageBanner
        maxWidth="lg"
        eyebrow={copy.eyebrow}
        title={copy.title}
        subtitle={fillAgencyPlaceholders(copy.subtitle)}
        actions={
          <>
            <Button
              {...sectionLinkProps(CARRIER_LIST_ID)}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eef5' } }}
            >
              {copy.bannerButton}
            </Button>
            <Button
              href={agency.phone.href}
              variant="outlined"
              size="large"
              startIcon={<PhoneIcon aria-hidden />}
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: 'common.white' },
              }}
            >
              Call {agency.phone.display}
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          component="section"
          id={CARRIER_LIST_ID}
          aria-labelledby={headingId}
          // Focusable so the banner button moves keyboard users to the list along with the scroll.
          tabIndex={-1}
          sx={{ scrollMarginTop: 24, '&:focus': { outline: 'none' } }}
        >
          <Typography id={headingId} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
            {copy.listTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: '44rem', mx: 'auto', mb: 4 }}>
            {copy.intro}
          </Typography>

          <Paper
            variant="outlined"
            component="form"
            ref={finderRef}
            role="search"
            aria-labelledby={`${baseId}-finder`}
            onSubmit={onFind}
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
              <TextField
                id={inputId}
                inputRef={inputRef}
                name="policyNumber"
                label="Policy number (optional)"
                placeholder="e.g. SAF-1234567-01"
                value={policyNumber}
                onChange={(event) => onChange(event.target.value)}
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 40 } }}
                sx={{ bgcolor: 'common.white' }}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SearchIcon aria-hidden />}
                disabled={!hydrated}
                sx={{ flexShrink: 0, minHeight: 56 }}
              >
                Find my carrier
              </Button>
            </Stack>
            <Box role="status" aria-live="polite" sx={{ mt: resultVisible || askedEmpty ? 2 : 0 }}>
              {askedEmpty && <Typography>Enter your policy number and we will find your insurance company.</Typography>}
              {resultVisible && match && (
                <>
                  <Typography data-testid="carrier-result" sx={{ fontSize: '1.1rem' }}>
                    Carrier: <strong>{carrierMatchName(match)}</strong>
                  </Typography>
                  {match === 'Unknown' ? (
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      We could not match this number to one of our carriers. Check it against your policy documents,
                      or call us at <Link href={agency.phone.href}>{agency.phone.display}</Link> and we will find your
                      carrier for you.
                    </Typography>
                  ) : (
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      Its card is highlighted below.
                    </Typography>
                  )}
                </>
              )}
            </Box>
          </Paper>

          <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
            {carriers.map((carrier) => (
              <Grid key={carrier.key} size={{ xs: 12, sm: 6, md: 4 }}>
                <CarrierCard
                  carrier={carrier}
                  kind={kind}
                  copy={copy}
                  expanded={expanded === carrier.key}
                  highlighted={highlighted === carrier.key}
                  onToggle={() => setExpanded((current) => toggleExpanded(current, carrier.key, carrierKeys))}
                  interactive={hydrated}
                />
              </Grid>
            ))}
          </Grid>

          <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {copy.helpTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: '36rem', mx: 'auto' }}>
              {fillAgencyPlaceholders(copy.helpText)}
            </Typography>
            <Button href={agency.phone.href} variant="outlined" size="large" startIcon={<PhoneIcon aria-hidden />}>
              Call {agency.phone.display}
            </Button>
          </Box>
        </Box>
      </Container>
      <ClosingBanner copy={{ ...closingBanner, title: copy.closingTitle, text: copy.closingText }} />
    </>
  );
}
