/** /services/make-claim: the carrier directory with each carrier's claim portal. */
import { usePageMeta } from '../app/page-meta';
import { CarrierDirectory } from '../components/carrier-directory';
import { fillAgencyPlaceholders } from '../../config/agency';
import { carrierDirectoryCopy } from '../content/carriers';

export function MakeClaimPage() {
  const copy = carrierDirectoryCopy.claim;
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return <CarrierDirectory kind="claim" />;
}
