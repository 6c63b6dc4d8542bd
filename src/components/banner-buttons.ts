/** Button styles for light buttons on the navy page banner (contrast on the gradient stays above 7:1). */
export const bannerPrimaryButtonSx = {
  bgcolor: 'common.white',
  color: 'primary.dark',
  '&:hover': { bgcolor: '#e8eef5' },
} as const;

export const bannerSecondaryButtonSx = {
  color: 'common.white',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
} as const;
