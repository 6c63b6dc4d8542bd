/** The agency's mark: the shield beside its name in the header and the footer, each a link home. */
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';

export function AgencyLogo({ size }: { size: number }) {
  return <ShieldOutlinedIcon aria-hidden sx={{ fontSize: size }} />;
}
