import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PetsOutlinedIcon from '@mui/icons-material/PetsOutlined';
import type { CoverageIcon as CoverageIconName } from '../content/quote-hub';

const ICONS: Record<CoverageIconName, ComponentType<SvgIconProps>> = {
  auto: DirectionsCarOutlinedIcon,
  home: HomeOutlinedIcon,
  commercial: BusinessCenterOutlinedIcon,
  specialty: PetsOutlinedIcon,
};

/** The round icon badge of a coverage card; decorative, since the card title names the coverage. */
export function CoverageIcon({ name, size = 56 }: { name: CoverageIconName; size?: number }) {
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
