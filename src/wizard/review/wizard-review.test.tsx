import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReviewBlock, ReviewSectionView } from '../../../engine/review/review-summary';
import { WizardReview } from './wizard-review';

const headings = (markup: string) => [...markup.matchAll(/<h[3-6][^>]*>(.*?)<\/h[3-6]>/g)].map((match) => match[1]);

const vehicles: ReviewBlock = {
  kind: 'grid',
  pointer: '/vehicles',
  label: 'Vehicles',
  columns: 1,
  items: [{ title: 'Vehicle 1', rows: [{ pointer: '/vehicles/0/vehicleYear', label: 'Year', values: ['2003'] }] }],
};
const count: ReviewBlock = { kind: 'rows', rows: [{ pointer: '/numberOfVehicles', label: 'Number of Vehicles', values: ['1'] }] };
const section = (title: string): ReviewSectionView => ({ title, rows: [], blocks: [vehicles, count] });

describe('WizardReview', () => {
  it('does not repeat a section title as the heading of its list', () => {
    expect(headings(renderToStaticMarkup(<WizardReview sections={[section('Vehicles')]} />))).toEqual(['Vehicles', 'Vehicle 1']);
  });

  it('heads a list by its own name in a section named otherwise', () => {
    expect(headings(renderToStaticMarkup(<WizardReview sections={[section('Fleet')]} />))).toEqual(['Fleet', 'Vehicles', 'Vehicle 1']);
  });
});
