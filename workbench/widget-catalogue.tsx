/**
 * `/workbench/widgets`: every widget a ui.json may name (engine/widget-catalogue.ts), drawn by the wizards' own form
 * theme in each state a visitor meets (empty, filled, refused, disabled), with the options it reads.
 */
import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { COMMON_OPTIONS, WIDGET_CATALOGUE, type CatalogueWidget } from '../engine/widget-catalogue';
import { toErrorSchema } from '../src/wizard/form/error-schema';
import { WizardForm } from '../src/wizard/rjsf-theme';

const STATES = ['empty', 'filled', 'error', 'disabled'] as const;
type State = (typeof STATES)[number];

/** A value each widget shows filled: its schema's first choice, or one typical of the widget. */
const SAMPLES: Record<string, unknown> = {
  email: 'linh@example.com',
  tel: '4085550123',
  date: '2026-12-03',
  zip: '95112',
  vin: '1HGCM82633A004352',
  'vehicle-year': 2022,
  'vehicle-make': 'HONDA',
  'vehicle-model': 'Accord',
  computed: 125000,
};

function sample(widget: CatalogueWidget): unknown {
  if (widget.name in SAMPLES) return SAMPLES[widget.name];
  const { schema } = widget;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return typeof schema.minimum === 'number' ? schema.minimum + 1 : 3;
  if (schema.type === 'array') {
    const items = schema.items as { enum?: unknown[] } | undefined;
    return items?.enum?.slice(0, 1) ?? [];
  }
  return 'Sample text';
}

/** A widget that needs the rest of its wizard's form (sibling fields, the API) says so rather than breaking the page. */
class Contained extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { failed: String(error) };
  }
  override render() {
    return this.state.failed ? <Alert severity="info">Drawn only inside a wizard's form: {this.state.failed}</Alert> : this.props.children;
  }
}

const REFUSED = toErrorSchema([{ path: '/value', message: 'The message of a refused answer.' }]);

function Example({ widget, state }: { widget: CatalogueWidget; state: State }) {
  const schema = { type: 'object', properties: { value: widget.schema } } as RJSFSchema;
  const options = Object.fromEntries(widget.options.filter((option) => option.required).map((option) => [option.key, option.example]));
  const uiSchema: UiSchema = { value: { 'ui:widget': widget.name, ...(Object.keys(options).length > 0 ? { 'ui:options': options } : {}) } };
  return (
    <Box>
      <Typography variant="overline">{state}</Typography>
      <Contained>
        <WizardForm
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          formData={state === 'empty' ? {} : { value: sample(widget) }}
          disabled={state === 'disabled'}
          extraErrors={state === 'error' ? REFUSED : undefined}
          showErrorList={false}
          noValidate
          tagName="div"
          idPrefix={`${widget.name}-${state}`}
        >
          <></>
        </WizardForm>
      </Contained>
    </Box>
  );
}

function OptionList({ widget }: { widget: CatalogueWidget }) {
  if (widget.options.length === 0) return <Typography variant="body2">Options: only those every field takes.</Typography>;
  return (
    <Box component="ul" sx={{ my: 0, pl: 3 }}>
      {widget.options.map((option) => (
        <li key={option.key}>
          <Typography variant="body2">
            <code>{option.key}</code>
            {option.required ? ' (required)' : ''}: {option.description} For example <code>{JSON.stringify(option.example)}</code>.
          </Typography>
        </li>
      ))}
    </Box>
  );
}

export function WidgetCatalogue() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Widgets
      </Typography>
      <Typography gutterBottom>
        What <code>&quot;ui:widget&quot;</code> may name, in each state. Every field also takes{' '}
        {COMMON_OPTIONS.map((option) => option.key).join(', ')} in <code>&quot;ui:options&quot;</code>. <Link href="/workbench">All wizards</Link>
      </Typography>
      {WIDGET_CATALOGUE.map((widget) => (
        <Paper key={widget.name} variant="outlined" sx={{ p: 2, my: 2 }} data-testid="catalogue-widget">
          <Typography variant="h6" component="h2">
            {widget.name}
          </Typography>
          <Typography gutterBottom>{widget.description}</Typography>
          <OptionList widget={widget} />
          <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
            {STATES.map((state) => (
              <Example key={state} widget={widget} state={state} />
            ))}
          </Box>
        </Paper>
      ))}
    </Container>
  );
}
