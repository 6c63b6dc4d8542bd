import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
}

/** The h2 and short intro that open a page section; the id labels the section for screen readers. */
export function SectionHeading({ id, title, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <>
      <Typography id={id} variant="h4" component="h2" sx={{ textAlign: align, mb: 1.5 }}>
        {title}
      </Typography>
      {intro && (
        <Typography
          color="text.secondary"
          sx={{ textAlign: align, maxWidth: '42rem', mx: align === 'center' ? 'auto' : 0, mb: 4 }}
        >
          {intro}
        </Typography>
      )}
    </>
  );
}
