/**
 * The short notice at collection beside a submit button, with the link to the privacy policy. Built from what the
 * site shell already loads (Typography, Link, the router's Link), since the footer's newsletter carries one on every
 * page.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PrivacyNoticeCopy } from '../content/privacy-notice';

export function PrivacyNotice({ copy, id, sx }: { copy: PrivacyNoticeCopy; id?: string; sx?: SxProps<Theme> }) {
  return (
    <Typography id={id} variant="caption" component="p" data-testid="privacy-notice" sx={[{ display: 'block', lineHeight: 1.5 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      {copy.text}{' '}
      <Link href={copy.href} color="inherit" underline="always">
        {copy.linkLabel}
      </Link>
    </Typography>
  );
}
