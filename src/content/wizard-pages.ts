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
  'quote-auto': {
    metaTitle: 'Auto Insurance Quote',
    metaDescription:
      'Request a free auto insurance quote from {agency}, an independent agency in San Jose, CA. We compare ' +
      'several insurance companies for up to 4 vehicles and 4 drivers and send your personalized quote within ' +
      '1-2 business days.',
    banner: {
      eyebrow: 'Free Auto Insurance Quote',
      title: 'Get Your Auto Insurance Quote',
      subtitle:
        'Tell us about your vehicles, your drivers and the coverage you want. As an independent agency we compare ' +
        'several insurance companies for you and come back with a quote that fits your budget.',
      startLabel: 'Start My Quote',
      contactLabel: 'Contact Us',
    },
    formIntro:
      "It takes a few minutes. Have each vehicle's VIN and mileage and each driver's license number and date of " +
      'birth ready; you can list up to 4 vehicles and 4 drivers.',
    faqTitle: 'Auto Quote Questions',
    faq: [
      {
        question: 'What information do I need for an auto insurance quote?',
        answer:
          'Your name, mailing address, phone and e-mail; for each vehicle its VIN (or year, make and model), its ' +
          "annual and current mileage; for each driver their name, date of birth, driver's license number and " +
          'relationship to you; and the coverage, limits and deductible you would like. Your current policy\'s ' +
          'declarations page is handy for comparing, but you do not need to upload it.',
      },
      {
        question: "Can I get a quote if I don't have a driver's license?",
        answer:
          'Often, yes. Some insurance companies insure a vehicle owned by someone without a license when a licensed ' +
          'driver in the household is listed as its main driver, and drivers with a learner\'s permit or a license ' +
          'from another country can usually be quoted too. List the drivers you have and call us at {phone}; we ' +
          'will tell you which companies can help.',
      },
      {
        question: 'Can I insure multiple vehicles and drivers on one policy?',
        answer:
          'Yes. This form takes up to 4 vehicles and 4 drivers, and most insurance companies give a multi-car ' +
          'discount when vehicles share a policy. Every licensed member of your household and anyone who drives your ' +
          'vehicles regularly should be listed. Have more than 4 vehicles or drivers? Send the first four and ' +
          'mention the rest when we call, or contact us at {phone}.',
      },
      {
        question: 'What is the difference between liability only and full coverage?',
        answer:
          'Liability coverage pays for injuries and damage you cause to other people and their property; it is ' +
          "the coverage the law requires (in California at least $30,000 per person, $60,000 per accident and " +
          '$15,000 for property damage since January 1, 2025). "Full coverage" adds comprehensive (theft, fire, ' +
          'vandalism, glass, hitting an animal) and collision (damage to your own car in an accident). A lender or ' +
          'leasing company usually requires both.',
      },
      {
        question: 'Can you help if my license was suspended or I need an SR-22?',
        answer:
          'Yes. We work with insurance companies that insure drivers with a suspension, a DUI or gaps in coverage, ' +
          'and that file the SR-22 certificate the California DMV requires to reinstate your license, usually for ' +
          'three years. Mention it in your request or call us at {phone}, and we will explain the options and the ' +
          'steps to get back on the road.',
      },
      {
        question: 'How long does it take to get a quote?',
        answer:
          'Filling in the form takes only a few minutes. Our team then compares insurance companies for you and ' +
          'sends your personalized quote by e-mail or phone within 1-2 business days, usually sooner. If you need ' +
          'coverage today, for example to drive a new car home, call us at {phone}.',
      },
    ],
  },
  'quote-home': {
    metaTitle: 'Home Insurance Quote',
    metaDescription:
      'Request a free home insurance quote for your California house, condo, mobile home or rental property from ' +
      '{agency} in San Jose, CA. Personalized quote within 1-2 business days.',
    banner: {
      eyebrow: 'Free Home Insurance Quote',
      title: 'Get Your Home Insurance Quote',
      subtitle:
        'Protect your home, your belongings and your savings. Tell us about your property and the coverage you ' +
        'want, and we will compare insurance companies to find the right policy for your California home.',
      startLabel: 'Start My Quote',
      contactLabel: 'Contact Us',
    },
    formIntro:
      'It takes a few minutes. Have the property address ready and, if the home has a mortgage, the lender\'s ' +
      'name and your loan number.',
    faqTitle: 'Home Quote Questions',
    faq: [
      {
        question: 'What information do I need for a home insurance quote?',
        answer:
          'Your contact details, the property address and type, the coverage you would like and any mortgage lender ' +
          'or other party that must be named on the policy. The year the home was built and the age of its roof, ' +
          'plumbing and electrical systems help us quote accurately; add them in the notes if you know them.',
      },
      {
        question: 'Does home insurance cover wildfires, earthquakes and other natural disasters?',
        answer:
          'A standard homeowners policy covers fire, including wildfire, as well as smoke, windstorm, hail and ' +
          'lightning. Earthquake and flood damage are excluded: earthquake coverage is a separate policy, for ' +
          'example from the California Earthquake Authority, and we can quote it with your home. If insurance ' +
          'companies decline a home in a high wildfire-risk area, we can place coverage through the California ' +
          'FAIR Plan together with a policy that fills its gaps.',
      },
      {
        question: 'What is the difference between replacement cost and actual cash value?',
        answer:
          'Replacement cost pays what it costs to repair or rebuild your home and replace your belongings with new ' +
          'ones of like kind and quality. Actual cash value subtracts depreciation, so an older roof or a ten-year-old ' +
          'sofa is paid at its worn value. Replacement cost costs a little more but leaves you far less out of ' +
          'pocket; extended replacement cost adds a cushion if rebuilding costs rise after a disaster.',
      },
      {
        question: 'Do I need flood insurance?',
        answer:
          'Homeowners policies do not cover flooding, and floods happen outside mapped flood zones too, for ' +
          'example after heavy winter storms or below a burned hillside. Flood insurance is available from the ' +
          'National Flood Insurance Program and from private insurers; NFIP policies usually take effect 30 days ' +
          'after purchase, so do not wait for the rainy season. Your lender requires it if the home is in a high-risk ' +
          'flood zone.',
      },
      {
        question: 'How much coverage do I need?',
        answer:
          'Insure your dwelling for what it would cost to rebuild it, not for its market value: the land does not ' +
          'burn, but construction costs in the Bay Area are high. Your belongings are usually insured at 50-75% of ' +
          'the dwelling limit, and we recommend liability limits of at least $300,000, or more with an umbrella ' +
          'policy if you have significant savings. We estimate the rebuilding cost with you before you buy.',
      },
      {
        question: 'Do you offer renters insurance?',
        answer:
          'Yes. Renters insurance (HO-4) covers your belongings, your liability and extra living expenses if your ' +
          'rental becomes unlivable, and it usually costs far less than people expect. This form is for owners and ' +
          'landlords; for a renters quote call us at {phone} or e-mail {email}. Landlords insuring a home they rent ' +
          'out can choose DP-1 or DP-3 coverage in the form.',
      },
    ],
  },
  'quote-commercial': {
    metaTitle: 'Commercial Insurance Quote',
    metaDescription:
      'Request a free business insurance quote from {agency} in San Jose, CA: general liability, property, ' +
      "commercial auto, workers' compensation and more for California businesses of every size.",
    banner: {
      eyebrow: 'Free Business Insurance Quote',
      title: 'Get Your Commercial Insurance Quote',
      subtitle:
        'From a home-based consultancy to a restaurant, a contractor or a warehouse: tell us about your business ' +
        'and we will compare insurance companies to build the coverage it needs, at a fair price.',
      startLabel: 'Start My Quote',
      contactLabel: 'Contact Us',
    },
    formIntro:
      "It takes about ten minutes. Have your annual revenue and payroll, your vehicles' VINs and your employees' " +
      'job classifications and payroll ready; if you are insured today, your current policy helps too.',
    faqTitle: 'Commercial Quote Questions',
    faq: [
      {
        question: 'What types of businesses do you insure?',
        answer:
          'Small and mid-sized businesses of almost every kind across California: offices and professional ' +
          'services, retail shops, restaurants and cafes, contractors and trades, manufacturers, warehouses and ' +
          'distributors, healthcare practices, non-profits and home-based businesses. As an independent agency we ' +
          'work with many insurance companies, so specialized operations can usually be placed too.',
      },
      {
        question: 'What information do I need for a commercial quote?',
        answer:
          'Your business name, structure, address and years in business; annual revenue, gross receipts and ' +
          'payroll; details of the building you use; your vehicles (VIN, year, make and model); your employees by ' +
          'job classification with their number and payroll; the limits and deductible you want; and your prior ' +
          'insurance company and claims. Estimates are fine: we confirm the details with you before binding.',
      },
      {
        question: 'What employee details do you need, and do I need workers\' compensation?',
        answer:
          'For each kind of work your employees do, tell us the classification, a short description of their ' +
          'duties, how many employees do it and their estimated annual payroll: workers\' compensation is priced ' +
          'per $100 of payroll by classification. California requires workers\' compensation as soon as you have ' +
          'one employee, even part-time or family members on payroll; owners may be able to exclude themselves.',
      },
      {
        question: 'Does my home or personal auto policy cover my business?',
        answer:
          'Usually not, or only very little. Homeowners policies limit or exclude business equipment, inventory ' +
          'and business liability, and a personal auto policy may not cover a vehicle used mainly for work. A ' +
          'home-based business policy or a business owner\'s policy fills the gap, and hired and non-owned auto ' +
          "coverage protects your business when employees run errands in their own cars.",
      },
      {
        question: 'What types of commercial coverage do you offer?',
        answer:
          'General liability, commercial property, business owner\'s policies (BOP), commercial auto, workers\' ' +
          'compensation, professional liability (errors and omissions), umbrella, cyber liability, employment ' +
          'practices liability, tools and equipment (inland marine), commercial crime and surety bonds. We help ' +
          'you choose what your business, your landlord and your contracts actually require.',
      },
      {
        question: 'Can you provide certificates of insurance?',
        answer:
          'Yes. Once your policy is in force we issue certificates of insurance to your clients, landlords and ' +
          'general contractors, usually the same business day; just e-mail {email} or call {phone} with the ' +
          'holder\'s name and address. If a contract requires the holder to be an additional insured, tell us ' +
          'early so we can add the endorsement.',
      },
    ],
  },
};

export function wizardPageCopy(key: string | undefined): WizardPageCopy | undefined {
  return key === undefined ? undefined : wizardPages[key];
}
