/**
 * Page copy of the wizard pages, keyed by the `page` key of a wizard's ui.json. {phone}, {email} and {agency} are
 * filled from the agency config when the page renders, so the copy never repeats contact details.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

export interface WizardPageCopy {
  /** Browser title (the agency name is appended) and search/sharing description. */
  metaTitle: string;
  metaDescription: string;
  banner: {
    eyebrow: string;
    title: string;
    subtitle: string;
    startLabel: string;
    contactLabel: string;
  };
  formIntro: string;
  faqTitle: string;
  faq: FaqItem[];
}

export const wizardPages: Record<string, WizardPageCopy> = {
  'policy-change-address': {
    metaTitle: 'Change Your Address',
    metaDescription:
      'Moving? Update the address on your auto, home or business policy online with {agency} in San Jose, CA. ' +
      'Most address changes are processed the same day or within 1-2 business days.',
    banner: {
      eyebrow: 'Policy Change Request',
      title: 'Update Your Address',
      subtitle:
        'Moving to a new home or office? Tell us where you are going and we will update your policy, ' +
        'check that your coverage still fits, and confirm the change with you.',
      startLabel: 'Start Address Change',
      contactLabel: 'Contact Us',
    },
    formIntro:
      'It takes about five minutes. Have your policy number and your move date ready; documents are optional.',
    faqTitle: 'Address Change Questions',
    faq: [
      {
        question: 'How long does it take to process an address change?',
        answer:
          'Most address changes are processed the same business day, and nearly all within 1-2 business days. ' +
          'If your move affects your premium or coverage, we will contact you before anything changes. If your ' +
          'move is only days away, call us at {phone} so we can prioritize your request.',
      },
      {
        question: 'What documents do I need to provide?',
        answer:
          'Usually none: your policy number, your current and new address and your move date are enough. If you ' +
          'have one handy, proof of your new address (a signed lease, a utility bill, a closing statement or your ' +
          'DMV change-of-address confirmation) helps us process the change faster. You can upload up to 10 files ' +
          'of up to 2MB each, as JPEG, PNG, PDF or ZIP.',
      },
      {
        question: 'Will changing my address affect my rates?',
        answer:
          'It can. Auto premiums depend in part on where your vehicle is garaged, and home premiums on the ' +
          'property itself, so a new ZIP code may raise, lower or not change your rate. We review your policy ' +
          'with the new address and explain any change in premium before it takes effect.',
      },
      {
        question: 'I am moving within California. Is there anything else I should do?',
        answer:
          'Yes. California law asks you to report a change of address to the DMV within 10 days, for your ' +
          "driver's license and your vehicle registrations. Your policy stays in force during the move; we simply " +
          'update the address on it. If you are moving out of California, please call us at {phone} instead, ' +
          'since coverage may need to be rewritten in your new state.',
      },
      {
        question: 'Can I cancel or change a request after submitting it?',
        answer:
          'A pending request can be cancelled or corrected only by contacting our office at {phone} or {email}, ' +
          'so please call us as soon as possible. Once a change has been processed it cannot be reversed; if ' +
          'something needs to be different, submit a new request with the correct details.',
      },
      {
        question: 'How will I know my request was received?',
        answer:
          'Right after you submit, you will see a request ID on screen; please save it for your records. You ' +
          'will also receive a confirmation e-mail, and a member of our team will contact you within 2-3 business ' +
          'days to confirm the change. Questions in the meantime? Call us at {phone}.',
      },
    ],
  },
  'policy-change-driver': {
    metaTitle: 'Add, Remove or Update a Driver',
    metaDescription:
      'Add a newly licensed teen or a new household member to your auto policy, remove a driver, or update ' +
      "a driver's license details online with {agency} in San Jose, CA.",
    banner: {
      eyebrow: 'Policy Change Request',
      title: 'Add, Remove or Update a Driver',
      subtitle:
        'New driver in the household, someone moving out, or a license that changed? Send us the details and we ' +
        'will update your auto policy and explain any change in premium before it takes effect.',
      startLabel: 'Start Driver Change',
      contactLabel: 'Contact Us',
    },
    formIntro:
      "It takes about five minutes. Have your policy number and the driver's license ready: adding a driver or " +
      'updating their details needs a copy of the license (a photo or scan is fine).',
    faqTitle: 'Driver Change Questions',
    faq: [
      {
        question: 'How long does it take to add or remove a driver?',
        answer:
          'Most driver changes are processed within 1-2 business days, and a member of our team contacts you ' +
          'within 2-3 business days to confirm. Your policy changes only once we have confirmed it with you. If a ' +
          'new driver needs to be covered today, for example a teen who just got a license, call us at {phone}.',
      },
      {
        question: 'What documents do I need to provide?',
        answer:
          "To add a driver or update a driver's details, upload a copy of the driver's license, front and back; " +
          'for a name change, also the marriage certificate or court order. To remove a driver, documents are ' +
          'optional, but proof that the driver has moved out or has their own insurance helps. Files may be JPEG, ' +
          'PNG, PDF or ZIP, up to 2MB each and 10 in all.',
      },
      {
        question: 'How will adding a driver affect my rates?',
        answer:
          "In California, auto premiums are based mainly on each driver's driving record, years of driving " +
          'experience and the miles driven. Adding an inexperienced driver usually raises the premium, while an ' +
          "experienced driver with a clean record may change it little. Ask us about discounts such as good " +
          'student or mature driver course discounts. We explain any change before it takes effect.',
      },
      {
        question: 'Who needs to be listed on my policy?',
        answer:
          'Generally every licensed member of your household and anyone who regularly drives your vehicles, ' +
          'including a teen as soon as they are licensed. If a driver moves within California, for example to ' +
          'college, tell us their new address: students living away from home without a car may qualify for a ' +
          'lower rate with many insurance companies, so keeping them listed can cost less than you expect.',
      },
      {
        question: 'How do I remove a driver from my policy?',
        answer:
          'Choose "Remove Driver" in the form. A driver can usually be removed when they no longer live with you ' +
          'and no longer drive your vehicles, or when they have their own insurance. If they still live with you, ' +
          'some insurance companies allow a signed named driver exclusion instead; we will explain your options ' +
          'and what an exclusion means for coverage.',
      },
      {
        question: 'Can I cancel or change a request after submitting it?',
        answer:
          'A pending request can be cancelled or corrected only by contacting our office at {phone} or {email}. ' +
          'Once a change has been processed it cannot be reversed; if something needs to be different, submit a ' +
          'new request and we will take care of it.',
      },
    ],
  },
  'policy-change-vehicle': {
    metaTitle: 'Add, Remove or Update a Vehicle',
    metaDescription:
      'Add a newly purchased car to your auto policy, remove a vehicle you sold, or update vehicle details ' +
      'online with {agency} in San Jose, CA. Most vehicle changes are processed in 1-2 business days.',
    banner: {
      eyebrow: 'Policy Change Request',
      title: 'Add, Remove or Update a Vehicle',
      subtitle:
        'Bought a new car, sold one, or changed a lienholder? Tell us about the vehicle and we will update your ' +
        'auto policy and send you updated ID cards once the change is made.',
      startLabel: 'Start Vehicle Change',
      contactLabel: 'Contact Us',
    },
    formIntro:
      "Have your policy number and the vehicle's 17-character VIN ready. Adding a vehicle or updating its " +
      'details needs a document such as the registration, the title or the bill of sale.',
    faqTitle: 'Vehicle Change Questions',
    faq: [
      {
        question: 'How long does it take to process a vehicle change?',
        answer:
          'Most vehicle changes are processed within 1-2 business days. If you are picking up a new vehicle ' +
          'today and need proof of insurance before you drive it home, call us at {phone}: many policies give a ' +
          'newly bought vehicle only a short grace period, and its length depends on your insurance company.',
      },
      {
        question: 'What documents do I need to provide?',
        answer:
          'To add a vehicle or update its details, upload the registration, the title or the bill of sale: any ' +
          'document that shows the VIN. If the vehicle is financed or leased, include the lender or leasing ' +
          'company details. To remove a vehicle, documents are optional. Files may be JPEG, PNG, PDF or ZIP, up ' +
          'to 2MB each.',
      },
      {
        question: 'How will the change affect my rates?',
        answer:
          'A vehicle\'s premium depends on its year, make and model, its safety features, the cost to repair it, ' +
          'how many miles it is driven each year, where it is garaged and who drives it. Adding a vehicle adds ' +
          'its premium; removing one usually lowers yours. We explain any change in premium before it takes ' +
          'effect.',
      },
      {
        question: 'How do I remove a vehicle I sold or no longer drive?',
        answer:
          'Choose "Remove Vehicle" and tell us the date. If you sold it, file a Notice of Transfer and Release ' +
          'of Liability with the California DMV within 5 days. A vehicle that stays registered must stay insured; ' +
          'if you are keeping it off the road, file Planned Non-Operation with the DMV first. A financed or leased ' +
          'vehicle usually must keep comprehensive and collision coverage.',
      },
      {
        question: 'Where do I find my VIN?',
        answer:
          'The 17-character Vehicle Identification Number is on your registration card, your title and your ' +
          "insurance ID card, on a plate at the driver's side of the dashboard (visible through the windshield), " +
          "and on a label in the driver's door jamb. VINs never contain the letters I, O or Q, which are easily " +
          'confused with 1 and 0.',
      },
      {
        question: 'How will I know my request was received?',
        answer:
          'Right after you submit, you will see a request ID on screen; please save it. We then confirm the ' +
          'change with you by e-mail within 2-3 business days, and your insurance company sends updated ID ' +
          'cards when the vehicle is added. Questions in the meantime? Call us at {phone}.',
      },
    ],
  },
  'policy-change-general': {
    metaTitle: 'Request a Policy Change',
    metaDescription:
      'Change your coverage, deductible, payment method or named insured, ask for a discount, an endorsement, ' +
      'a policy review or a document, online with {agency} in San Jose, CA.',
    banner: {
      eyebrow: 'Policy Change Request',
      title: 'Request a Policy Change',
      subtitle:
        'Coverage, deductibles, billing, a name change, discounts, endorsements or a copy of a document: tell us ' +
        'what you need and a licensed agent will take care of it and confirm the change with you.',
      startLabel: 'Start Your Request',
      contactLabel: 'Contact Us',
    },
    formIntro:
      'Tell us what you would like to change and from when. Moving, or changing a driver or a vehicle? Our ' +
      'address, driver and vehicle change forms ask exactly what we need for those.',
    faqTitle: 'Policy Change Questions',
    faq: [
      {
        question: 'What can I request with this form?',
        answer:
          'Coverage changes, deductible changes, a new payment method, a change of named insured, endorsements ' +
          'such as an additional insured, discount requests, a policy review, a copy of a document, cancellation ' +
          'or reinstatement of a policy, and anything else. Address, driver and vehicle changes have their own ' +
          'forms on our Policy Change page.',
      },
      {
        question: 'How long does it take to process my request?',
        answer:
          'A member of our team reviews every request and contacts you within 2-3 business days, usually sooner. ' +
          'Your policy changes only once we have confirmed the change with you and your insurance company. If ' +
          'the change cannot wait, mark it urgent or emergency and call us at {phone}.',
      },
      {
        question: 'What documents do I need to provide?',
        answer:
          'It depends on the change: a name change needs legal documentation such as a marriage certificate or ' +
          'court order, a discount needs proof of eligibility, and a coverage change may need the lender or ' +
          'landlord requirement behind it. The form lists what we recommend for the type you choose; documents ' +
          'are never required to send the request.',
      },
      {
        question: 'Will the change affect my premium?',
        answer:
          'Many changes do: raising a deductible usually lowers your premium, while adding coverage or higher ' +
          'limits raises it, and an approved discount lowers it. We tell you the cost of the change before it ' +
          'takes effect, so you can decide with all the facts.',
      },
      {
        question: 'Can the change take effect on a date in the past?',
        answer:
          'Usually not: insurance companies rarely back-date coverage, and a loss that has already happened ' +
          'cannot be covered by a later change. Choose the date you need, and if it is today or tomorrow, call us ' +
          'at {phone} so we can act in time.',
      },
      {
        question: 'Can I cancel or change a request after submitting it?',
        answer:
          'A pending request can be cancelled or corrected only by contacting our office at {phone} or {email}. ' +
          'Once a change has been processed it cannot be reversed; if something needs to be different, submit a ' +
          'new request with the correct details.',
      },
    ],
  },
};

export function wizardPageCopy(key: string | undefined): WizardPageCopy | undefined {
  return key === undefined ? undefined : wizardPages[key];
}
