/**
 * The funnel's figures as tables: each step (reached, completed, Next refused, saved for later, left, dropped off, and
 * the median time on it), and the fields whose errors most often came before a visitor left. Each row's header is the
 * step's title or the field's label, so a screen reader names the row it reads.
 */
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FunnelErrorFieldView, FunnelStepView } from '../../schemas/staff-api';
import { MONOSPACE } from '../app/theme';
import { ScrollTable } from '../ui/scroll-table';
import { share } from './funnel-query';

const count = (value: number) => value.toLocaleString('en-US');

export function FunnelStepsTable({ steps, label }: { steps: readonly FunnelStepView[]; label: string }) {
  return (
    <ScrollTable label={label} minWidth={860}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>{label}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Step</TableCell>
          <TableCell component="th" scope="col" align="right">Reached</TableCell>
          <TableCell component="th" scope="col" align="right">Completed</TableCell>
          <TableCell component="th" scope="col" align="right">Next refused</TableCell>
          <TableCell component="th" scope="col" align="right">Saved</TableCell>
          <TableCell component="th" scope="col" align="right">Left</TableCell>
          <TableCell component="th" scope="col" align="right">Drop-off</TableCell>
          <TableCell component="th" scope="col">Median time</TableCell>
        </TableRow>
      </TableHead>
      <TableBody data-testid="funnel-steps">
        {steps.map((step) => (
          <TableRow key={step.step}>
            <TableCell component="th" scope="row">
              {step.title}
            </TableCell>
            <TableCell align="right">{count(step.shown)}</TableCell>
            <TableCell align="right">{count(step.completed)}</TableCell>
            <TableCell align="right">{count(step.refused)}</TableCell>
            <TableCell align="right">{count(step.saved)}</TableCell>
            <TableCell align="right">{count(step.left)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {count(step.dropOff)}
              {step.shown > 0 && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  ({share(step.dropOff, step.shown)})
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{step.medianTime ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function ErrorFieldsTable({ fields, label }: { fields: readonly FunnelErrorFieldView[]; label: string }) {
  if (fields.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="funnel-error-fields-empty">
        No visitor left after Next refused a field in this range.
      </Typography>
    );
  }
  return (
    <ScrollTable label={label} minWidth={340}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 0' }}>{label}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Field</TableCell>
          <TableCell component="th" scope="col" align="right">Left after</TableCell>
          <TableCell component="th" scope="col" align="right">Next refused</TableCell>
        </TableRow>
      </TableHead>
      <TableBody data-testid="funnel-error-fields">
        {fields.map((field) => (
          <TableRow key={field.field}>
            <TableCell component="th" scope="row">
              {field.label}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontFamily: MONOSPACE, fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
                {field.field}
              </Typography>
            </TableCell>
            <TableCell align="right">{count(field.leftAfter)}</TableCell>
            <TableCell align="right">{count(field.refused)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
