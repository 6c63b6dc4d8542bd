/** `/workbench`: every wizard, each to its bench, and the widget catalogue. */
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { fetchWizards, useLoaded } from './dev-api';

export function WizardList() {
  const { value: wizards, error } = useLoaded(fetchWizards, 'wizards');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Wizard workbench
      </Typography>
      {error && <Typography color="error">{error}</Typography>}
      <List>
        {wizards?.map((wizard) => (
          <ListItem key={wizard.id} disableGutters>
            <Link href={`/workbench/${wizard.id}`}>{wizard.title}</Link>
            <Typography color="text.secondary" sx={{ ml: 1 }}>
              {wizard.id} · {wizard.route}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Link href="/workbench/widgets">Every widget and its options</Link>
    </Container>
  );
}
