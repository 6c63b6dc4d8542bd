/** A page for the agency's owners: an agent who follows a link to it reads why it is not there for them. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { PageHeading } from '../ui/page-heading';
import { useInbox } from './inbox-context';

export function OwnersOnly({ title, children }: { title: string; children: ReactNode }) {
  const { me } = useInbox();
  if (me.role === 'owner') return <>{children}</>;
  return (
    <>
      <PageHeading title={title} />
      <Alert severity="info">Only an owner of the agency can see this page.</Alert>
    </>
  );
}
