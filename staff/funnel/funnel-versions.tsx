/**
 * The schema versions counted in the range, newest first: a wizard's questions changed between two versions, and each
 * is counted apart, so the live one can be judged against the one before it. A row's button shows that version's own
 * figures in the chart and tables above; the first row brings back all versions together.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FunnelView } from '../../schemas/staff-api';
import { MONOSPACE } from '../app/theme';
import { formatDay } from '../format/dates';
import { ScrollTable } from '../ui/scroll-table';
import { visuallyHidden } from '../ui/visually-hidden';
import { share, type FunnelVersion } from './funnel-query';

/** A day of the API (YYYY-MM-DD) in words, read at noon so that no time zone moves it to another day. */
export function dayWords(day: string): string {
  return formatDay(`${day}T12:00:00Z`);
}

/**
 * When the wizard changed, as far as the range tells: the first day its live version was counted, unless that is the
 * range's first day (it may have changed before); or, with no live version in the range, after the last day counted.
 */
export function changeSentence(versions: readonly FunnelVersion[], from: string): string | null {
  if (versions.length < 2) return null;
  const live = versions.find((version) => version.current);
  if (!live) {
    const last = versions.map((version) => version.lastDay).sort().at(-1) ?? from;
    return `None of these is the live version: the wizard changed after ${dayWords(last)}.`;
  }
  if (live.firstDay > from) return `The wizard changed on ${dayWords(live.firstDay)}: its live version was first counted that day.`;
  return 'The live version was counted from the first day of the range: the wizard changed before it, and the older versions counted come from visitors who began before the change.';
}

interface FunnelVersionsProps {
  view: FunnelView;
  /** The version shown, '' for all together. */
  shown: string;
  onShow: (version: string) => void;
}

export function FunnelVersions({ view, shown, onShow }: FunnelVersionsProps) {
  const sentence = changeSentence(view.versions, view.from);
  const label = 'Schema versions in this range';
  const showButton = (version: string, name: string) => (
    <Button variant={shown === version ? 'contained' : 'outlined'} aria-pressed={shown === version} onClick={() => onShow(version)} sx={{ whiteSpace: 'nowrap' }}>
      {shown === version ? 'Shown' : 'Show'}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {name}
      </Box>
    </Button>
  );
  return (
    <>
      <Typography sx={{ mb: 1, maxWidth: '75ch' }}>
        A wizard gets a new schema version whenever its questions change; each version is counted apart, so that a change can be judged against the
        version before it.{sentence ? ` ${sentence}` : ''}
      </Typography>
      <ScrollTable label={label} minWidth={720}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>{label}</caption>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell component="th" scope="col">Version</TableCell>
            <TableCell component="th" scope="col">First day</TableCell>
            <TableCell component="th" scope="col">Last day</TableCell>
            <TableCell component="th" scope="col" align="right">Started</TableCell>
            <TableCell component="th" scope="col" align="right">Submitted</TableCell>
            <TableCell component="th" scope="col" align="right">Of those who started</TableCell>
            <TableCell component="th" scope="col" align="right">Figures</TableCell>
          </TableRow>
        </TableHead>
        <TableBody data-testid="funnel-versions">
          <TableRow>
            <TableCell component="th" scope="row">
              All versions together
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayWords(view.from)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayWords(view.to)}</TableCell>
            <TableCell align="right">{view.started.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{view.submitted.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{share(view.submitted, view.started)}</TableCell>
            <TableCell align="right">{showButton('', 'all versions together')}</TableCell>
          </TableRow>
          {view.versions.map((version) => (
            <TableRow key={version.schemaVersion}>
              <TableCell component="th" scope="row">
                <Typography component="span" sx={{ fontFamily: MONOSPACE, fontSize: '0.875rem' }}>
                  {version.schemaVersion}
                </Typography>
                {version.current && (
                  <Typography component="span" variant="body2" color="success.main" sx={{ display: 'block', fontWeight: 600 }}>
                    Live now
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayWords(version.firstDay)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayWords(version.lastDay)}</TableCell>
              <TableCell align="right">{version.started.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{version.submitted.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{share(version.submitted, version.started)}</TableCell>
              <TableCell align="right">{showButton(version.schemaVersion, `version ${version.schemaVersion}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
