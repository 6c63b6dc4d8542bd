/**
 * `/workbench/<id>`: the wizard as visitors get it, beside what its author checks while writing the folder: a fixture
 * opened on any step or played step by step, the API's verdict on the answers, the folder check's findings (read
 * again every few seconds, so a broken rule shows while the wizard cannot be drawn), the review and the two e-mails a
 * submission of the answers would send. An edit of the folder reloads the page with the answers kept.
 */
import { Component, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANSWERS_EVENT, openWithAnswers } from '../src/wizard/progress/development-bridge';
import { buildReview } from '../engine/review/review-summary';
import { loadWizard } from '../src/wizard/load-wizard';
import { WizardReview } from '../src/wizard/review/wizard-review';
import { WizardRenderer } from '../src/wizard/wizard-renderer';
import { fetchEmails, fetchVerdict, fetchWizard, useLoaded, type Verdict, type WorkbenchEmail, type WorkbenchWizard } from './dev-api';

const PLAY_STEP_MS = 1200;
const ANSWERS_SETTLE_MS = 300;
/** How often the folder check is read again. */
const CHECK_EVERY_MS = 5000;

function LiveWizard({ wizardId }: { wizardId: string }) {
  return <WizardRenderer wizard={use(loadWizard(wizardId))} />;
}

/** A folder that breaks a rule cannot be built into a wizard: say so, and leave the panels to say why. */
class WizardFailed extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Alert severity="error">
        The wizard cannot be drawn: the folder check (beside) says why. Save the fix and the page reloads.
        <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
          {this.state.error.slice(0, 2000)}
        </Typography>
      </Alert>
    );
  }
}

function ReviewPanel({ wizardId, answers }: { wizardId: string; answers?: Record<string, unknown> }) {
  const wizard = use(loadWizard(wizardId));
  if (!answers) return <Typography color="text.secondary">Answer a field, or open a fixture.</Typography>;
  return <WizardReview sections={buildReview(wizard.schema, wizard.ui.uiSchema, wizard.ui.review, answers)} />;
}

/** The answers the wizard holds now, as it reports them (development-bridge.ts), once they have settled. */
function useAnswers(wizardId: string): Record<string, unknown> | undefined {
  const [answers, setAnswers] = useState<Record<string, unknown>>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (event: Event) => {
      const { detail } = event as CustomEvent<{ wizardId: string; data: Record<string, unknown> }>;
      if (detail.wizardId !== wizardId) return;
      clearTimeout(timer);
      timer = setTimeout(() => setAnswers(detail.data), ANSWERS_SETTLE_MS);
    };
    window.addEventListener(ANSWERS_EVENT, listener);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(ANSWERS_EVENT, listener);
    };
  }, [wizardId]);
  return answers;
}

function FixturePanel({ info, open }: { info: WorkbenchWizard; open: (data: Record<string, unknown>, step: number) => void }) {
  const [fixture, setFixture] = useState(info.fixtures[0]?.file ?? '');
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const data = info.fixtures.find((candidate) => candidate.file === fixture)?.data ?? {};
  useEffect(() => {
    if (!playing) return;
    let next = 0;
    open(data, next);
    const timer = setInterval(() => {
      next += 1;
      if (next >= info.steps.length - 1) setPlaying(false);
      else open(data, next);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
    // Started by the button; the fixture and steps stay as they were while it plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing]);
  return (
    <Stack spacing={2}>
      <TextField select label="Fixture" value={fixture} onChange={(event) => setFixture(event.target.value)} size="small">
        {info.fixtures.map((candidate) => (
          <MenuItem key={candidate.file} value={candidate.file}>
            {candidate.file}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Step" value={step} onChange={(event) => setStep(Number(event.target.value))} size="small">
        {info.steps.slice(0, -1).map((title, index) => (
          <MenuItem key={title} value={index}>
            {index + 1}. {title}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => open(data, step)}>
          Open at this step
        </Button>
        <Button variant="outlined" onClick={() => setPlaying(true)} disabled={playing}>
          {playing ? 'Playing…' : 'Play step by step'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Opening moves through the steps with Next, as a visitor would: it stops on the first step whose answers are refused.
      </Typography>
    </Stack>
  );
}

function VerdictPanel({ verdict }: { verdict?: Verdict }) {
  if (!verdict) return <Typography color="text.secondary">Answer a field, or open a fixture.</Typography>;
  if (verdict.errors.length === 0) return <Alert severity="success">The API would accept these answers ({verdict.status}).</Alert>;
  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        The API would refuse these answers ({verdict.status}): {verdict.errors.length} field error{verdict.errors.length === 1 ? '' : 's'}.
      </Alert>
      {verdict.errors.map((error) => (
        <Typography key={`${error.path} ${error.message}`} variant="body2" data-testid="verdict-error">
          <code>{error.path || '/'}</code> {error.message}
        </Typography>
      ))}
    </Stack>
  );
}

function CheckPanel({ info }: { info: WorkbenchWizard }) {
  if (info.problems.length === 0) return <Alert severity="success">The folder passes every rule of the folder check.</Alert>;
  return (
    <Stack spacing={1.5}>
      {info.problems.map((problem) => (
        <Paper key={`${problem.rule} ${problem.file} ${problem.pointer} ${problem.problem}`} variant="outlined" sx={{ p: 1.5 }} data-testid="check-finding">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            {problem.rule && <Chip size="small" color="error" label={problem.rule} />}
            <code>
              {problem.file}
              {problem.pointer ? ` ${problem.pointer}` : ''}
            </code>
          </Stack>
          <Typography variant="body2">{problem.problem}</Typography>
          <Typography variant="body2" color="text.secondary">
            Fix: {problem.fix}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function EmailPanel({ emails }: { emails?: WorkbenchEmail[] }) {
  if (!emails) return <Typography color="text.secondary">Answer a field, or open a fixture.</Typography>;
  return (
    <Stack spacing={2}>
      {emails.map((email) => (
        <Box key={email.kind}>
          <Typography variant="subtitle2">
            To {email.to}: {email.subject}
          </Typography>
          <Box component="iframe" title={email.subject} sandbox="" srcDoc={email.html} sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }} />
        </Box>
      ))}
    </Stack>
  );
}

export function WizardWorkbench({ wizardId }: { wizardId: string }) {
  const [checkRound, setCheckRound] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCheckRound((round) => round + 1), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const { value: info, error } = useLoaded(() => fetchWizard(wizardId), `${wizardId} ${checkRound}`);
  const [generation, setGeneration] = useState(0);
  const [tab, setTab] = useState('fixtures');
  const answers = useAnswers(wizardId);
  const [verdict, setVerdict] = useState<Verdict>();
  const [emails, setEmails] = useState<WorkbenchEmail[]>();
  useEffect(() => {
    if (!answers) return;
    fetchVerdict(wizardId, answers).then(setVerdict, () => undefined);
    fetchEmails(wizardId, answers).then(setEmails, () => undefined);
  }, [wizardId, answers]);

  // The wizard opens again, its progress runtime taking the answers handed over (development-bridge.ts).
  const open = (data: Record<string, unknown>, step: number) => {
    openWithAnswers(wizardId, { data, step });
    setGeneration((current) => current + 1);
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!info) return null;
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {info.title}
        </Typography>
        <Link href="/workbench">All wizards</Link>
        <Link href={info.route}>Its page</Link>
        <Link href="/workbench/widgets">Widgets</Link>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <WizardFailed>
          <Suspense fallback={<Typography>Loading the wizard… (should it not come, the folder check says why)</Typography>}>
            <LiveWizard key={generation} wizardId={wizardId} />
          </Suspense>
        </WizardFailed>
        <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
          <Tabs value={tab} onChange={(_event, value: string) => setTab(value)} variant="scrollable" sx={{ mb: 2 }}>
            <Tab value="fixtures" label="Fixtures" />
            <Tab value="verdict" label={`Server verdict${verdict?.errors.length ? ` (${verdict.errors.length})` : ''}`} />
            <Tab value="check" label={`Folder check${info.problems.length ? ` (${info.problems.length})` : ''}`} />
            <Tab value="review" label="Review" />
            <Tab value="emails" label="E-mails" />
          </Tabs>
          {tab === 'fixtures' && <FixturePanel info={info} open={open} />}
          {tab === 'verdict' && <VerdictPanel verdict={verdict} />}
          {tab === 'check' && <CheckPanel info={info} />}
          {tab === 'review' && (
            <WizardFailed>
              <Suspense fallback={null}>
                <ReviewPanel wizardId={wizardId} answers={answers} />
              </Suspense>
            </WizardFailed>
          )}
          {tab === 'emails' && <EmailPanel emails={emails} />}
        </Paper>
      </Box>
    </Box>
  );
}
