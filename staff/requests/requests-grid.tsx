/**
 * The requests as MUI X's Data Grid draws them, a page at a time: the API filters, sorts and pages (server mode), the
 * grid shows its answer. A row opens its request on a click or on Enter. Unread rows are bold, with a dot named
 * "Unread" for screen readers. On a phone one column holds the name, kind and time; the grid scrolls within itself.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { InboxPage, InboxRow, RequestKindView } from '../../schemas/staff-api';
import { formatHours, formatTime } from '../format/dates';
import { kindTitle, statusLabel } from '../format/kinds';
import { FOCUS_RING } from '../app/theme';
import { visuallyHidden } from '../ui/visually-hidden';
import { PAGE_SIZES, type InboxView, type SortField } from './inbox-view';

interface RequestsGridProps {
  page: InboxPage | undefined;
  loading: boolean;
  view: InboxView;
  kinds: readonly RequestKindView[];
  filtered: boolean;
  onViewChange: (view: InboxView) => void;
  onOpen: (row: InboxRow) => void;
}

/** On a phone: the name, with the time and the kind under it, then the status; the other columns step aside. */
const PHONE_COLUMNS = { receivedAt: false, kind: false, requestId: false, owner: false, ageHours: false, name: true };

function columnsFor(kinds: readonly RequestKindView[], phone: boolean): GridColDef<InboxRow>[] {
  return [
    {
      field: 'unread',
      headerName: 'Unread',
      width: phone ? 36 : 48,
      minWidth: 36,
      sortable: false,
      resizable: false,
      renderHeader: () => <Box sx={visuallyHidden}>Unread</Box>,
      renderCell: ({ row }) =>
        row.unread ? (
          <Box component="span" role="img" aria-label="Unread" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
        ) : null,
    },
    { field: 'receivedAt', headerName: 'Received', width: 140, valueFormatter: (value: string) => formatTime(value) },
    { field: 'kind', headerName: 'Kind', flex: 1.4, minWidth: 230, valueGetter: (_value, row) => kindTitle(kinds, row.kind) },
    phone
      ? {
          field: 'name',
          headerName: 'Request',
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => (
            <Box sx={{ lineHeight: 1.35, py: 1, minWidth: 0 }}>
              <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name || row.requestId}</Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', fontWeight: 400, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {formatTime(row.receivedAt)} · {kindTitle(kinds, row.kind)}
              </Box>
            </Box>
          ),
        }
      : { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'requestId', headerName: 'Request ID', width: 200 },
    {
      field: 'status',
      headerName: 'Status',
      width: phone ? 108 : 130,
      renderCell: ({ row }) => (
        <Chip size="small" variant={row.open ? 'outlined' : 'filled'} color={row.status === 'new' ? 'primary' : 'default'} label={statusLabel(kinds, row.kind, row.status)} />
      ),
    },
    { field: 'owner', headerName: 'Owner', width: 150, valueGetter: (_value, row) => row.ownerName ?? 'Nobody' },
    {
      field: 'ageHours',
      headerName: 'Age (business hours)',
      width: 90,
      sortable: false,
      renderHeader: () => (
        <span>
          Age<Box component="span" sx={visuallyHidden}> in business hours</Box>
        </span>
      ),
      valueFormatter: (value: number | null) => (value === null ? '' : formatHours(value)),
    },
  ];
}

function Overlay({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

const FilteredToNothing = () => <Overlay text="No request matches these filters." />;
const NoRequestsYet = () => <Overlay text="No requests yet: requests sent from the website arrive here." />;

export function RequestsGrid({ page, loading, view, kinds, filtered, onViewChange, onOpen }: RequestsGridProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = useMemo(() => columnsFor(kinds, phone), [kinds, phone]);
  const sortModel: GridSortModel = useMemo(() => [{ field: view.sort, sort: view.order }], [view.sort, view.order]);
  // One component per wording: a new one on every render would be mounted afresh each time.
  const noRowsOverlay = useMemo(() => (filtered ? FilteredToNothing : NoRequestsYet), [filtered]);
  const paginationModel = useMemo(() => ({ page: view.page, pageSize: view.pageSize }), [view.page, view.pageSize]);

  return (
    <DataGrid
      aria-label="Requests"
      rows={page?.rows ?? []}
      rowCount={page?.total ?? 0}
      columns={columns}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => onViewChange({ ...view, page: model.pageSize === view.pageSize ? model.page : 0, pageSize: model.pageSize })}
      pageSizeOptions={PAGE_SIZES}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => {
        const [first] = model;
        if (first?.sort) onViewChange({ ...view, sort: first.field as SortField, order: first.sort, page: 0 });
      }}
      columnVisibilityModel={phone ? PHONE_COLUMNS : {}}
      rowHeight={phone ? 64 : 52}
      disableColumnFilter
      disableColumnMenu
      disableColumnSelector
      disableRowSelectionOnClick
      getRowClassName={({ row }) => (row.unread ? 'unread' : '')}
      onRowClick={({ row }) => onOpen(row)}
      onCellKeyDown={({ row }, event) => {
        if (event.key !== 'Enter') return;
        event.defaultMuiPrevented = true;
        onOpen(row);
      }}
      slots={{ noRowsOverlay }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
      autoHeight
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-row.unread': { fontWeight: 700 },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: '-3px',
        },
        '& .MuiDataGrid-overlayWrapper': { minHeight: 120 },
      }}
    />
  );
}
