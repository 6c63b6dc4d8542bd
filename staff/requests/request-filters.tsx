/**
 * The filters above the requests list: the search (sent once typing pauses), the kinds, statuses, owner, open or
 * closed, the days received, and unread only. On a phone all but the search fold away behind one button.
 */
import { useId, useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RequestKindView, StaffMemberView } from '../../schemas/staff-api';
import { statusesOf } from '../format/kinds';
import { SearchField } from '../ui/search-field';
import { hasFilters, MAX_SEARCH_LENGTH, NO_FILTERS, type InboxFilters } from './inbox-view';

interface RequestFiltersProps {
  filters: InboxFilters;
  kinds: readonly RequestKindView[];
  staff: readonly StaffMemberView[];
  myId: string;
  /** `typing`: the search changed as it is typed, which replaces the address rather than adding to the history. */
  onChange: (filters: InboxFilters, typing?: boolean) => void;
}

function SelectedMark({ selected }: { selected: boolean }) {
  return <CheckIcon aria-hidden fontSize="small" sx={{ mr: 1.5, visibility: selected ? 'visible' : 'hidden' }} />;
}

export function RequestFilters({ filters, kinds, staff, myId, onChange }: RequestFiltersProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (change: Partial<InboxFilters>) => onChange({ ...filters, ...change });

  const statuses = statusesOf(kinds, filters.kinds);
  const otherStaff = staff.filter((member) => member.id !== myId);
  const activeCount = [
    filters.kinds.length > 0,
    filters.statuses.length > 0,
    filters.owner !== '',
    filters.state !== '',
    filters.from !== '' || filters.to !== '',
    filters.unread,
  ].filter(Boolean).length;

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SearchField
          label="Search"
          placeholder="Name, e-mail, phone, request ID or policy number"
          value={filters.q}
          maxLength={MAX_SEARCH_LENGTH}
          onSearch={(q) => onChange({ ...filters, q }, true)}
          sx={{ flexGrow: 1 }}
        />
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<TuneIcon aria-hidden />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            sx={{ minHeight: 56, flexShrink: 0 }}
          >
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </Button>
        )}
      </Box>
      <Collapse in={wide || open} id={panelId}>
        <Box
          role="group"
          aria-label="Filters"
          sx={{
            display: 'grid',
            gap: 1.5,
            pt: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' },
            alignItems: 'center',
          }}
        >
          <TextField
            select
            label="Kind"
            value={filters.kinds}
            onChange={(event) => {
              const value = event.target.value as unknown as string[];
              const chosen = statusesOf(kinds, value).map((status) => status.key);
              set({ kinds: value, statuses: filters.statuses.filter((status) => chosen.includes(status)) });
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (value) => {
                  const chosen = value as string[];
                  return chosen.length === 0 ? 'All kinds' : chosen.length === 1 ? (kinds.find((kind) => kind.kind === chosen[0])?.title ?? chosen[0]) : `${chosen.length} kinds`;
                },
                displayEmpty: true,
              },
              inputLabel: { shrink: true },
            }}
          >
            {kinds.map((kind) => (
              <MenuItem key={kind.kind} value={kind.kind}>
                <SelectedMark selected={filters.kinds.includes(kind.kind)} />
                <ListItemText primary={kind.title} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={filters.statuses}
            onChange={(event) => set({ statuses: event.target.value as unknown as string[] })}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (value) => {
                  const chosen = value as string[];
                  return chosen.length === 0 ? 'Any status' : chosen.map((key) => statuses.find((status) => status.key === key)?.label ?? key).join(', ');
                },
                displayEmpty: true,
              },
              inputLabel: { shrink: true },
            }}
          >
            {statuses.map((status) => (
              <MenuItem key={status.key} value={status.key}>
                <SelectedMark selected={filters.statuses.includes(status.key)} />
                <ListItemText primary={status.label} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Owner"
            value={filters.owner}
            onChange={(event) => set({ owner: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Anyone</MenuItem>
            <MenuItem value="me">Me</MenuItem>
            <MenuItem value="none">Nobody</MenuItem>
            {otherStaff.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Open or closed"
            value={filters.state}
            onChange={(event) => set({ state: event.target.value as InboxFilters['state'] })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Open and closed</MenuItem>
            <MenuItem value="open">Open only</MenuItem>
            <MenuItem value="closed">Closed only</MenuItem>
          </TextField>
          <TextField
            type="date"
            label="Received from"
            value={filters.from}
            onChange={(event) => set({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
          />
          <TextField
            type="date"
            label="Received until"
            value={filters.to}
            onChange={(event) => set({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <FormControlLabel control={<Checkbox checked={filters.unread} onChange={(event) => set({ unread: event.target.checked })} />} label="Unread only" />
            {hasFilters(filters) && <Button onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
