/**
 * The four service cards shown on the services page and the home page. Each links to /quote and to its coverage
 * page: the original home page pointed at /coverage/auto-coverage and similar paths that do not exist, so the
 * real routes of the table are used here for both pages.
 */
import type { CardIconName } from '../../engine/wizard-page';

export interface ServiceCard {
  icon: CardIconName;
  title: string;
  tagline: string;
  description: string;
  quoteTo: string;
  learnMoreTo: string;
}

export const serviceCards: ServiceCard[] = [
  {
    icon: 'auto',
    title: 'Auto Insurance',
    tagline: 'On the road with confidence',
    description:
      'Liability, collision, comprehensive and uninsured motorist coverage for cars, trucks and SUVs, with ' +
      'discounts for good drivers, multiple cars and bundled policies.',
    quoteTo: '/quote',
    learnMoreTo: '/coverage/auto',
  },
  {
    icon: 'home',
    title: 'Home Insurance',
    tagline: 'Protect what you have built',
    description:
      'Homeowners, condo and rental property coverage for your dwelling, belongings and personal liability, with ' +
      'earthquake and flood options for Bay Area homes.',
    quoteTo: '/quote',
    learnMoreTo: '/coverage/home',
  },
  {
    icon: 'commercial',
    title: 'Commercial Insurance',
    tagline: 'Coverage that works as hard as you do',
    description:
      'General liability, commercial property, business auto, workers’ compensation and professional liability ' +
      'for contractors, shops, offices and restaurants.',
    quoteTo: '/quote',
    learnMoreTo: '/coverage/commercial',
  },
  {
    icon: 'specialty',
    title: 'Specialty Insurance',
    tagline: 'For everything else you love',
    description:
      'Boat, motorcycle, RV, travel and pet insurance, so weekends, road trips and four-legged family members are ' +
      'protected too.',
    quoteTo: '/quote',
    learnMoreTo: '/coverage/misc',
  },
];
