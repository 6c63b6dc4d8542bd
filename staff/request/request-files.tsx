/**
 * The files sent with a request: each can be downloaded, and an image or a PDF previewed in place. A preview is
 * fetched with the session and shown from memory (a blob: address, which the page's policy allows for images and
 * frames), so the file is never at an address another page could open. The API records every preview and download.
 */
import { useEffect, useState } from 'react';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RequestFile } from '../../schemas/staff-api';
import { apiUrl, errorOf, reportSessionProblem, UNREACHABLE, ApiError } from '../api/http';
import { fileSizeText } from '../../text/file-size';
import { ErrorAlert } from '../ui/error-alert';

/** The types the API serves inline; anything else is only downloaded. */
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const previewFrame = { mt: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
const TYPE_NAMES: Readonly<Record<string, string>> = { 'image/jpeg': 'JPEG image', 'image/png': 'PNG image', 'application/pdf': 'PDF' };

function fileAddress(requestId: string, file: RequestFile, disposition: 'inline' | 'attachment'): string {
  return apiUrl(`/requests/${requestId}/files/${file.id}`, new URLSearchParams({ disposition }));
}

async function fetchPreview(requestId: string, file: RequestFile): Promise<string> {
  let response: Response;
  try {
    response = await fetch(fileAddress(requestId, file, 'inline'));
  } catch {
    throw new ApiError(UNREACHABLE, 0, 'unreachable');
  }
  if (!response.ok) {
    if (response.status === 401) reportSessionProblem('signed-out');
    throw errorOf(response.status, await response.json().catch(() => null));
  }
  return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: file.type }));
}

interface RequestFilesProps {
  requestId: string;
  files: readonly RequestFile[];
  /** Told of every preview and download, which the API records in the request's history. */
  onRead: (file: RequestFile, disposition: 'inline' | 'attachment') => void;
}

export function RequestFiles({ requestId, files, onRead }: RequestFilesProps) {
  if (files.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Files
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {files.map((file) => (
          <FileItem key={file.id} requestId={requestId} file={file} onRead={onRead} />
        ))}
      </Box>
    </Paper>
  );
}

function FileItem({ requestId, file, onRead }: { requestId: string; file: RequestFile; onRead: RequestFilesProps['onRead'] }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const togglePreview = async () => {
    if (preview) {
      setPreview(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setPreview(await fetchPreview(requestId, file));
      onRead(file, 'inline');
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <InsertDriveFileOutlinedIcon aria-hidden color="action" />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {TYPE_NAMES[file.type] ?? file.type} · {fileSizeText(file.size)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {PREVIEWABLE.has(file.type) && (
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlinedIcon aria-hidden />}
              onClick={togglePreview}
              disabled={busy}
              aria-expanded={preview !== null}
              aria-label={`${preview ? 'Hide preview of' : 'Preview'} ${file.name}`}
            >
              {busy ? 'Loading…' : preview ? 'Hide preview' : 'Preview'}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon aria-hidden />}
            component="a"
            href={fileAddress(requestId, file, 'attachment')}
            download={file.name}
            onClick={() => onRead(file, 'attachment')}
            aria-label={`Download ${file.name}`}
          >
            Download
          </Button>
        </Box>
      </Box>
      <ErrorAlert error={error} sx={{ mt: 1 }} />
      {preview &&
        (file.type === 'application/pdf' ? (
          <Box component="iframe" src={preview} title={`Preview of ${file.name}`} sx={{ ...previewFrame, width: '100%', height: { xs: 420, md: 640 } }} />
        ) : (
          <Box component="img" src={preview} alt={`Preview of ${file.name}`} sx={{ ...previewFrame, display: 'block', maxWidth: '100%', maxHeight: 640 }} />
        ))}
    </li>
  );
}
