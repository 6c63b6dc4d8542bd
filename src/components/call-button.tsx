/**
 * A button that calls a number. The number in its label never breaks across lines, but the words around it wrap on a
 * narrow screen, so a long label ("Prefer to talk? Call (408) 555-0142") never pushes the button past the edge of a
 * 360 px phone or cuts off its own text.
 */
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import { PhoneText } from './phone-text';

type CallButtonProps = Omit<ButtonProps, 'href' | 'children' | 'startIcon'> & {
  /** The `tel:` link. */
  href: string;
  label: string;
};

export function CallButton({ href, label, ...button }: CallButtonProps) {
  return (
    <Button href={href} startIcon={<PhoneIcon aria-hidden />} {...button}>
      {/* One label element: bare text beside the number's span would become flex items of the button and lose spaces. */}
      <Box component="span" sx={{ textAlign: 'center' }}>
        <PhoneText text={label} />
      </Box>
    </Button>
  );
}
