/**
 * The phone and tablet menu: a drawer from the right with every menu item and its children. MUI's modal drawer locks
 * body scrolling while open and traps focus; it closes on its close button, on choosing a link and (the header sees
 * to it) on every navigation. It is a chunk of its own, loaded when the menu is first wanted: most visits never open
 * it, and the modal machinery it needs would otherwise weigh on every page.
 */
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import { agency } from '../../config/agency';
import { siteMenu } from './site-menu';

const drawerLinkSx = {
  display: 'block',
  py: 1.25,
  px: 1,
  fontWeight: 700,
  color: 'text.primary',
  borderRadius: 1,
  '&:hover': { bgcolor: '#e8eef5' },
  '&.active': { color: 'primary.main', bgcolor: '#e8eef5' },
} as const;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ id, open, onClose: close }: MobileMenuProps) {
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } }, 'aria-label': 'Site menu' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {agency.shortName}
        </Typography>
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ px: 2, py: 1, overflowY: 'auto' }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {siteMenu.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <Link component={NavLink} to={item.to} end={item.to === '/'} underline="none" onClick={close} sx={drawerLinkSx}>
                  {item.label}
                </Link>
              ) : (
                <Typography component="p" sx={{ py: 1.25, px: 1, fontWeight: 700, color: 'text.secondary' }}>
                  {item.label}
                </Typography>
              )}
              {item.children && (
                <Box component="ul" aria-label={`${item.label} pages`} sx={{ listStyle: 'none', m: 0, mb: 0.5, p: 0, pl: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <Link
                        component={NavLink}
                        to={child.to}
                        underline="none"
                        onClick={close}
                        sx={{ ...drawerLinkSx, py: 1, fontWeight: 600, fontSize: '0.92rem' }}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
        <Button href={agency.phone.href} variant="contained" fullWidth startIcon={<PhoneIcon aria-hidden />} sx={{ mt: 2, mb: 3 }}>
          Call {agency.phone.display}
        </Button>
      </Box>
    </Drawer>
  );
}
