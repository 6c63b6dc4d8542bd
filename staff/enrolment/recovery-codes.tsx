/**
 * The recovery codes of a new authenticator app, shown this once: each signs in once in place of a code, for the
 * day the phone is lost. They can be copied or downloaded as a text file, and the person says they kept them
 * before going on.
 */
import { useEffect, useMemo, useState } from 'react';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agency } from '../../config/agency';
import { MONOSPACE } from '../app/theme';
import { useAnnounce } from '../ui/announcer';

const RECOVERY_CODES_FILE = 'staff-inbox-recovery-codes.txt';

function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `${agency.name} staff inbox: recovery codes for ${email}`,
    'Each code signs you in once, in place of your authenticator app’s code. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

interface RecoveryCodesProps {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}

export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const announce = useAnnounce();
  const [kept, setKept] = useState(false);
  const text = recoveryCodesText(codes, email);
  const fileUrl = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(fileUrl), [fileUrl]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      announce('Recovery codes copied');
    } catch {
      announce('The codes could not be copied: download them, or write them down.');
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">These codes are shown only now. Without your phone, they are the only way into your account.</Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 1,
          bgcolor: 'background.default',
          borderRadius: 1,
          fontFamily: MONOSPACE,
          fontSize: '1.0625rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon aria-hidden />} onClick={copy}>
          Copy the codes
        </Button>
        <Button variant="outlined" startIcon={<DownloadOutlinedIcon aria-hidden />} component="a" href={fileUrl} download={RECOVERY_CODES_FILE}>
          Download as a text file
        </Button>
      </Box>
      <FormControlLabel control={<Checkbox checked={kept} onChange={(event) => setKept(event.target.checked)} />} label="I have kept these codes somewhere safe" />
      <Typography variant="body2" color="text.secondary">
        You can go on once you have kept them.
      </Typography>
      <Button variant="contained" onClick={onDone} disabled={!kept}>
        Go to the inbox
      </Button>
    </Stack>
  );
}
