/**
 * The wizards' funnel, for every member of the staff: for one wizard over a range of days, how many visitors started
 * it, reached, completed and left each step, and submitted; the fields whose errors came before visitors left; and the
 * same per schema version. The wizard, the days and the version are the address's query (funnel-query.ts), so a link
 * shows the same figures. Only counts reach the server (api/funnel/): nothing identifies a visitor.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FunnelView } from '../../schemas/staff-api';
import { useResource } from '../api/use-resource';
import { useInbox } from '../app/inbox-context';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { FunnelChart } from './funnel-chart';
import { apiQuery, figuresOf, nothingCounted, readFunnelQuery, share, wizardsOf, writeFunnelQuery, type FunnelQuery } from './funnel-query';
import { ErrorFieldsTable, FunnelStepsTable } from './funnel-tables';
import { dayWords, FunnelVersions } from './funnel-versions';

export function FunnelPage() {
  const { kinds } = useInbox();
  const wizards = useMemo(() => wizardsOf(kinds), [kinds]);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readFunnelQuery(params, wizards), [params, wizards]);
  const report = useResource<FunnelView>(query.wizard ? `/funnel?${apiQuery(query)}` : null, { keepWhileLoading: true });
  const change = (next: Partial<FunnelQuery>) => setParams(writeFunnelQuery({ ...query, ...next }, wizards));

  // A refused query names its field: the message shows under it, any other above the figures.
  const fieldError = (name: string) => report.error?.fieldErrors.find((entry) => entry.path === name || entry.path === `/${name}`)?.message;
  const otherError = report.error && !['wizard', 'from', 'to'].some(fieldError) ? report.error : null;
  const view = report.error ? undefined : report.data;
  const figures = view ? figuresOf(view, query.version) : undefined;
  const version = view?.versions.find((entry) => entry.schemaVersion === query.version);
  const range = view ? `${dayWords(view.from)} to ${dayWords(view.to)}` : '';

  return (
    <>
      <PageHeading title="Funnel" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        How far visitors get through a wizard: how many reached, completed and left each step, and which fields’ errors came before they left.
        Visitors with Global Privacy Control turned on are not counted, and nothing here identifies a visitor: the site keeps counts only.
      </Typography>
      <Paper variant="outlined" role="group" aria-label="Which funnel" sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <TextField
            select
            label="Wizard"
            value={query.wizard}
            onChange={(event) => change({ wizard: event.target.value, version: '' })}
            error={fieldError('wizard') !== undefined}
            helperText={fieldError('wizard')}
          >
            {wizards.map((wizard) => (
              <MenuItem key={wizard.id} value={wizard.id}>
                {wizard.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="From"
            value={query.from || view?.from || ''}
            onChange={(event) => change({ from: event.target.value, version: '' })}
            error={fieldError('from') !== undefined}
            helperText={fieldError('from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: query.to || view?.to || undefined } }}
          />
          <TextField
            type="date"
            label="To"
            value={query.to || view?.to || ''}
            onChange={(event) => change({ to: event.target.value, version: '' })}
            error={fieldError('to') !== undefined}
            helperText={fieldError('to')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: query.from || view?.from || undefined } }}
          />
        </Box>
      </Paper>
      <ErrorAlert error={otherError} onRetry={report.reload} sx={{ mb: 2 }} />
      {!view || !figures ? (
        !report.error && <Loading label="Counting the funnel…" />
      ) : nothingCounted(view) ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="funnel-empty">
          <Typography variant="h2" sx={{ mb: 1 }}>
            Nothing counted
          </Typography>
          <Typography>
            No visitor of {view.title} was counted from {range}. Choose other days, or another wizard.
          </Typography>
        </Paper>
      ) : (
        <Box aria-busy={report.loading}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {view.title}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="funnel-summary">
            {range}
            {version ? `, version ${version.schemaVersion} only` : ''}: {figures.started.toLocaleString('en-US')} started,{' '}
            {figures.submitted.toLocaleString('en-US')} submitted ({share(figures.submitted, figures.started)} of those who started).
          </Typography>
          <FunnelChart figures={figures} caption={`From starting to submitting: who went on at each step and who dropped off there, ${range}`} />
          <FunnelStepsTable steps={figures.steps} label={`Visitors at each step, ${range}`} />
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            Fields whose errors came before visitors left
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
            The fields Next last refused before a visitor left the wizard, most often first: “Left after” counts those visitors, “Next refused” every
            refusal of the field.
          </Typography>
          <ErrorFieldsTable fields={figures.topErrorFields} label="Fields whose errors came before visitors left" />
          <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
            Schema versions
          </Typography>
          <FunnelVersions view={view} shown={version ? version.schemaVersion : ''} onShow={(shown) => change({ version: shown })} />
        </Box>
      )}
    </>
  );
}
