/**
 * Copy of /faq: five groups of six questions. {phone}, {email} and {agency} are filled from the agency config.
 * Answers describe California rules as of 2025; they are general information, and the page says so.
 */
import type { ClosingBannerCopy } from './closing-banner';
import type { FaqItem } from '../../engine/wizard-page';

export interface FaqGroup {
  /** Anchor of the group's section, used by the jump buttons. */
  id: string;
  title: string;
  items: FaqItem[];
}

export interface FaqPageCopy {
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; title: string; subtitle: string; quoteLabel: string; contactLabel: string };
  jumpLabel: string;
  disclaimer: string;
  groups: FaqGroup[];
  closing: ClosingBannerCopy;
}

export const faqPage: FaqPageCopy = {
  metaTitle: 'Insurance FAQ',
  metaDescription:
    'Answers to common questions about auto, home, commercial and specialty insurance in California, and about ' +
    'working with {agency} in San Jose.',
  banner: {
    eyebrow: 'Frequently Asked Questions',
    title: 'Insurance questions, answered',
    subtitle:
      'Straight answers about auto, home, business and specialty coverage in California. Do not see your ' +
      'question? Call {phone} and ask a licensed agent.',
    quoteLabel: 'Get a Free Quote',
    contactLabel: 'Contact Us',
  },
  jumpLabel: 'Jump to a topic',
  disclaimer:
    'These answers are general information, not a description of any specific policy. Your policy documents and ' +
    'your insurance company decide what is covered.',
  groups: [
    {
      id: 'faq-auto',
      title: 'Auto Insurance',
      items: [
        {
          question: 'What auto insurance does California require?',
          answer:
            'Every driver must carry liability insurance. For policies issued or renewed since January 1, 2025 the ' +
            'minimum is $30,000 for injury to one person, $60,000 per accident and $15,000 for property damage ' +
            '(30/60/15). Those limits are low next to today’s medical and repair costs, so we usually recommend more.',
        },
        {
          question: 'What is the difference between collision and comprehensive?',
          answer:
            'Collision pays to repair your car after it hits another vehicle or an object, whoever is at fault. ' +
            'Comprehensive pays for damage that is not a collision: theft, vandalism, broken glass, fire, flood or ' +
            'hitting an animal. Both are optional by law but usually required if you lease or finance the car.',
        },
        {
          question: 'Do I need uninsured motorist coverage?',
          answer:
            'Insurers must offer it and you may only decline it in writing. We recommend keeping it: it pays for your ' +
            'injuries, and with the property-damage part your car, when a driver with no or too little insurance ' +
            'is at fault, or in a hit-and-run.',
        },
        {
          question: 'How can I lower my auto insurance premium?',
          answer:
            'California rates depend mostly on your driving record, miles driven and years of experience. Keep a ' +
            'clean record to qualify for the Good Driver Discount, bundle auto with home or renters, raise your ' +
            'deductibles, report lower mileage if you drive less, and ask us to compare companies at renewal.',
        },
        {
          question: 'Does my policy cover someone else driving my car?',
          answer:
            'Usually, yes: insurance generally follows the car, so a friend who borrows it occasionally is covered ' +
            'under your policy. Anyone who lives with you or drives your car regularly should be listed as a driver. ' +
            'Use our driver change form or call us to add them.',
        },
        {
          question: 'What should I do after an accident?',
          answer:
            'Make sure everyone is safe and call 911 if anyone is hurt. Exchange names, license, insurance and plate ' +
            'details, take photos, and report the claim to your insurance company. In California you must also report ' +
            'an accident to the DMV within 10 days (form SR-1) if anyone was injured or property damage exceeds $1,000.',
        },
      ],
    },
    {
      id: 'faq-home',
      title: 'Home Insurance',
      items: [
        {
          question: 'How much dwelling coverage do I need?',
          answer:
            'Enough to rebuild your home at today’s construction costs, which is not the same as its market value or ' +
            'the price you paid; the land is not included. We estimate the rebuilding cost with you and look at ' +
            'extended replacement cost options that add a cushion above the limit.',
        },
        {
          question: 'Is earthquake damage covered by my homeowners policy?',
          answer:
            'No. Standard homeowners policies exclude earthquake damage. California insurers must offer earthquake ' +
            'coverage when you buy a policy and every two years after; it is available through the California ' +
            'Earthquake Authority and private insurers, and we can quote both.',
        },
        {
          question: 'Is flood damage covered?',
          answer:
            'Not by a standard homeowners policy. Flood coverage is a separate policy from the National Flood ' +
            'Insurance Program or a private insurer, usually with a 30-day waiting period before it starts, so ' +
            'it is worth buying before the rainy season.',
        },
        {
          question: 'Do I need insurance for a condo or a rental?',
          answer:
            'A condo (HO-6) policy covers your interior, improvements, belongings and liability, which the HOA master ' +
            'policy usually does not. Renters insurance (HO-4) covers your belongings and liability at a low cost. ' +
            'If you rent out a home, you need a landlord (dwelling fire) policy instead of a homeowners policy.',
        },
        {
          question: 'What is the difference between replacement cost and actual cash value?',
          answer:
            'Replacement cost pays what it costs to replace a damaged item with a new one of like kind and quality. ' +
            'Actual cash value subtracts depreciation, so a ten-year-old sofa pays out much less. Replacement cost ' +
            'for your belongings costs a little more and is usually worth it.',
        },
        {
          question: 'Why is home insurance harder to find in California?',
          answer:
            'Wildfire losses and building costs have led several insurers to limit new policies. As an independent ' +
            'agency we can check many companies at once and, if needed, combine a California FAIR Plan fire policy ' +
            'with a separate policy for the rest of your coverage.',
        },
      ],
    },
    {
      id: 'faq-commercial',
      title: 'Commercial Insurance',
      items: [
        {
          question: 'What insurance does a small business need?',
          answer:
            'Most start with general liability and commercial property, often combined in a Business Owner’s Policy ' +
            '(BOP). Depending on your work you may also need commercial auto, workers’ compensation, professional ' +
            'liability or cyber coverage. Landlords and clients often set minimum limits in their contracts.',
        },
        {
          question: 'Is workers’ compensation required in California?',
          answer:
            'Yes. Every California employer with even one employee, part-time included, must carry workers’ ' +
            'compensation insurance or be approved to self-insure. Operating without it is a crime and can lead to ' +
            'stop orders and heavy penalties.',
        },
        {
          question: 'Does my personal auto policy cover a vehicle I use for work?',
          answer:
            'Often not. Personal policies may exclude vehicles used to carry goods or tools for hire, vehicles titled ' +
            'to the business and regular business driving. A commercial auto policy covers vehicles used in your ' +
            'business and can also cover employees who drive them.',
        },
        {
          question: 'What is business interruption insurance?',
          answer:
            'It replaces lost income and pays ongoing expenses such as rent and payroll while you cannot operate ' +
            'after covered damage, for example a fire. It is usually added to your commercial property coverage.',
        },
        {
          question: 'What is a certificate of insurance and how do I get one?',
          answer:
            'A certificate of insurance (COI) is a one-page summary that proves you carry coverage, often requested ' +
            'by clients, landlords and general contractors. We issue certificates for our commercial clients, ' +
            'usually the same business day. E-mail {email} with the holder’s name and address.',
        },
        {
          question: 'Do I need professional liability insurance?',
          answer:
            'If you give advice or provide a professional service, yes. General liability covers bodily injury and ' +
            'property damage; professional liability (errors and omissions) covers claims that a mistake or missed ' +
            'deadline in your work cost a client money.',
        },
      ],
    },
    {
      id: 'faq-misc',
      title: 'Miscellaneous Insurance',
      items: [
        {
          question: 'Do I need motorcycle insurance in California?',
          answer:
            'Yes. Motorcycles must meet the same minimum liability limits as cars. A motorcycle policy can also ' +
            'cover your bike against collision and theft, and custom parts and riding gear.',
        },
        {
          question: 'Does my homeowners policy cover my boat?',
          answer:
            'Only in a limited way: many homeowners policies cover a small boat for a few hundred to a thousand ' +
            'dollars and often exclude liability for boats with larger motors. A boat policy covers the hull, motor, ' +
            'trailer, equipment and your liability on the water.',
        },
        {
          question: 'What does RV insurance cover?',
          answer:
            'Motorhomes need auto liability to be driven; a travel trailer is covered for liability by the vehicle ' +
            'towing it. RV policies add physical damage, coverage for personal belongings, vacation liability at ' +
            'the campsite and, for full-timers, coverage closer to a homeowners policy.',
        },
        {
          question: 'Is travel insurance worth it?',
          answer:
            'For expensive or non-refundable trips, and for travel abroad, usually yes. It can reimburse a cancelled or ' +
            'interrupted trip and pay emergency medical care and evacuation, which US health plans often do not cover ' +
            'outside the country.',
        },
        {
          question: 'How does pet insurance work?',
          answer:
            'You pay the vet and the insurer reimburses a percentage of covered costs after a deductible. Plans range ' +
            'from accidents only to accidents and illnesses, with optional wellness care. Conditions that existed ' +
            'before coverage starts are generally excluded, so enrolling young is best.',
        },
        {
          question: 'Can I bundle specialty policies with my auto or home insurance?',
          answer:
            'Often, yes. Many companies give a multi-policy discount when a motorcycle, boat or RV policy sits with ' +
            'your auto or home policy. Ask us to check which combinations save you the most.',
        },
      ],
    },
    {
      id: 'faq-business',
      title: 'About Our Agency',
      items: [
        {
          question: 'What is an independent insurance agency?',
          answer:
            'An agency that represents several insurance companies instead of one. We work with 13 insurance ' +
            'companies, so we can compare prices and coverage for you and recommend the best fit, not the only option.',
        },
        {
          question: 'How long have you been in business?',
          answer:
            '{agency} is a family-owned agency that has served San Jose since 1988. Many of our clients have been with ' +
            'us for decades and now send us their children and grandchildren.',
        },
        {
          question: 'Does it cost more to buy insurance through an agent?',
          answer:
            'No. Insurance companies pay us a commission that is built into the premium, so you pay the same as ' +
            'buying direct, and you get an agent who reviews your coverage and helps when you have a claim.',
        },
        {
          question: 'Which areas do you serve?',
          answer:
            'We are based in San Jose and serve Downtown San Jose, East San Jose, Santa Clara, Milpitas and clients ' +
            'throughout California by phone and e-mail.',
        },
        {
          question: 'Can I reach you outside office hours?',
          answer:
            'Our office hours are listed at the bottom of every page. Outside them, leave a message at {phone} or ' +
            'e-mail {email} and we will reply on the next business day. To report a claim at any hour, call your ' +
            'insurance company’s 24/7 claim line, which you will find on our Make a Claim page.',
        },
        {
          question: 'Will you help me if I have a claim?',
          answer:
            'Yes. Claims are paid by the insurance company, but we help you report the claim, explain what your ' +
            'policy covers and follow up with the adjuster if something stalls. Call us first if you are unsure ' +
            'whether to file.',
        },
      ],
    },
  ],
  closing: {
    title: 'Still have questions?',
    text: 'Our licensed agents are happy to explain your options, by phone, by e-mail or at our San Jose office.',
    contact: { label: 'Contact Us', to: '/contact' },
    quote: { label: 'Get a Free Quote', to: '/quote' },
  },
};
