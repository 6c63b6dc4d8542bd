import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PetsOutlinedIcon from '@mui/icons-material/PetsOutlined';
import type { CardIconName } from '../../engine/wizard-page';

/** Every icon a card may name (engine/wizard-page.schema.json lists the same names for the wizard folders). */
const ICONS: Record<CardIconName, ComponentType<SvgIconProps>> = {
  auto: DirectionsCarOutlinedIcon,
  home: HomeOutlinedIcon,
  commercial: BusinessCenterOutlinedIcon,
  specialty: PetsOutlinedIcon,
  address: HomeOutlinedIcon,
  driver: PersonAddAltOutlinedIcon,
  vehicle: DirectionsCarOutlinedIcon,
  general: EditNoteOutlinedIcon,
};

/** The round icon badge of a card; decorative, since the card title names what it is about. */
export function CardIcon({ name, size = 56 }: { name: CardIconName; size?: number }) {
  const Icon = ICONS[name];
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e8eef5',
        color: 'primary.main',
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
