/** /services/make-payment: the carrier directory with each carrier's payment portal. */
import { usePageMeta } from '../app/page-meta';
import { CarrierDirectory } from '../components/carrier-directory';
import { fillAgencyPlaceholders } from '../../config/agency';
import { carrierDirectoryCopy } from '../content/carriers';

export function MakePaymentPage() {
  const copy = carrierDirectoryCopy.payment;
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription) });
  return <CarrierDirectory kind="payment" />;
}
