/**
 * Copy of the four coverage pages. Every section has two examples and each page a five-question FAQ (spec). The
 * miscellaneous page's quote button and closing banner go to its quote wizard, /quote/miscellaneous, as the
 * original's did; its learn-more link goes to /faq, since the original's /coverage/miscellaneous was the page itself.
 */
import type { ClosingBannerCopy } from './closing-banner';
import type { FaqItem } from '../../engine/wizard-page';

export type CoverageId = 'auto' | 'home' | 'commercial' | 'misc';

export interface CoverageExample {
  title: string;
  text: string;
}

export interface CoverageSection {
  /** Anchor of the section; the banner's explore button scrolls to the first one. */
  id: string;
  title: string;
  summary: string;
  /** What the coverage typically pays for. */
  covers: string[];
  examples: [CoverageExample, CoverageExample];
}

export interface CoveragePageCopy {
  id: CoverageId;
  metaTitle: string;
  metaDescription: string;
  banner: {
    eyebrow: string;
    title: string;
    subtitle: string;
    quote: { label: string; to: string };
    exploreLabel: string;
    learnMore?: { label: string; to: string };
  };
  sectionsTitle: string;
  sectionsIntro: string;
  sections: CoverageSection[];
  coversLabel: string;
  examplesLabel: string;
  /** Sticky "need help?" panel beside the sections (auto page). */
  helpPanel?: { title: string; text: string; contact: { label: string; to: string }; quote: { label: string; to: string } };
  faqTitle: string;
  faq: FaqItem[];
  closing: ClosingBannerCopy;
}

const contactClosing = (title: string, text: string, quoteTo: string): ClosingBannerCopy => ({
  title,
  text,
  contact: { label: 'Contact an Agent', to: '/contact' },
  quote: { label: 'Get a Free Quote', to: quoteTo },
});

const auto: CoveragePageCopy = {
  id: 'auto',
  metaTitle: 'Auto Insurance in San Jose, CA',
  metaDescription:
    'Auto insurance from {agency} in San Jose: liability, collision, comprehensive, uninsured motorist, medical ' +
    'payments and roadside assistance from 13 insurance companies. Free quotes.',
  banner: {
    eyebrow: 'Auto Insurance',
    title: 'Auto insurance that fits how you drive',
    subtitle:
      'From California’s required liability to full coverage for a new car, we compare 13 insurance companies to ' +
      'find the protection and price that fit you.',
    quote: { label: 'Get an Auto Quote', to: '/quote/auto' },
    exploreLabel: 'Explore Coverage',
  },
  sectionsTitle: 'Understanding your auto coverage',
  sectionsIntro: 'A policy is built from several coverages. Here is what each one pays for, with everyday examples.',
  coversLabel: 'What it covers',
  examplesLabel: 'Examples',
  sections: [
    {
      id: 'auto-liability',
      title: 'Liability',
      summary:
        'Required in California. Pays for injuries and property damage you cause to others, and your legal defense ' +
        'if you are sued. The minimum since 2025 is 30/60/15; most drivers with a home or savings need far more.',
      covers: ['Other people’s medical bills and lost wages', 'Repairs to other vehicles and property', 'Legal defense costs'],
      examples: [
        { title: 'Rear-end on Highway 101', text: 'You rear-end a car in stop-and-go traffic. Liability pays for its repairs and its driver’s physical therapy.' },
        { title: 'Parking lot scrape', text: 'You back into a parked car at a shopping center. Property damage liability pays the owner’s body shop bill.' },
      ],
    },
    {
      id: 'auto-collision',
      title: 'Collision',
      summary: 'Pays to repair or replace your own car after it hits another vehicle or an object, whoever is at fault, minus your deductible.',
      covers: ['Repairs after a crash with a vehicle or object', 'Your car’s actual cash value if it is totaled', 'Single-car accidents'],
      examples: [
        { title: 'Sliding into a pole', text: 'On a rainy night you slide into a light pole. Collision repairs your bumper and hood after your deductible.' },
        { title: 'At-fault intersection crash', text: 'You misjudge a left turn. Liability pays for the other car; collision pays for yours.' },
      ],
    },
    {
      id: 'auto-comprehensive',
      title: 'Comprehensive',
      summary: 'Pays for damage to your car from causes other than a collision: theft, vandalism, glass, fire, falling objects, flood and animals.',
      covers: ['Theft of the car or its parts', 'Broken windows and windshields', 'Fire, flood, hail and falling trees'],
      examples: [
        { title: 'Catalytic converter theft', text: 'Thieves saw the catalytic converter off your car overnight. Comprehensive pays for the replacement.' },
        { title: 'Cracked windshield', text: 'A rock from a gravel truck on I-680 cracks your windshield. Comprehensive pays for the new glass.' },
      ],
    },
    {
      id: 'auto-uninsured',
      title: 'Uninsured / Underinsured Motorist',
      summary:
        'Pays for your injuries, and with the property-damage option your car, when the at-fault driver has no ' +
        'insurance, too little, or drives off. California insurers must offer it.',
      covers: ['Your and your passengers’ injuries', 'Damage to your car (UMPD option)', 'Hit-and-run injuries'],
      examples: [
        { title: 'Driver with no insurance', text: 'An uninsured driver runs a red light and hits you. Your UM coverage pays your medical bills and lost wages.' },
        { title: 'Limits too low', text: 'The driver at fault carries only the minimum. Underinsured coverage pays your costs above their limit.' },
      ],
    },
    {
      id: 'auto-pip',
      title: 'Personal Injury Protection / Medical Payments',
      summary:
        'California is not a no-fault state, so instead of PIP policies here offer medical payments coverage: it ' +
        'pays reasonable medical costs for you and your passengers after an accident, whoever is at fault.',
      covers: ['Ambulance, emergency room and doctor visits', 'Health insurance deductibles and co-pays', 'Passengers in your car'],
      examples: [
        { title: 'Passenger injury', text: 'A friend riding with you needs stitches after a fender-bender. Medical payments covers the urgent care bill.' },
        { title: 'Before fault is settled', text: 'Your ER visit is paid right away instead of waiting months for the other insurer to accept fault.' },
      ],
    },
    {
      id: 'auto-roadside',
      title: 'Roadside Assistance',
      summary: 'A low-cost add-on for the bad days: towing, jump-starts, flat tires, lockouts and fuel delivery, at any hour.',
      covers: ['Towing to a repair shop', 'Battery jump-starts and flat-tire changes', 'Lockout service and fuel delivery'],
      examples: [
        { title: 'Dead battery at the airport', text: 'Back from a trip, your battery is dead in the SJC parking garage. A service truck jump-starts it.' },
        { title: 'Flat tire on a back road', text: 'A nail flattens a tire on the way to Santa Cruz. Roadside assistance sends someone to fit the spare.' },
      ],
    },
  ],
  helpPanel: {
    title: 'Not sure what you need?',
    text: 'A licensed agent can review your current policy and suggest limits that protect your income and savings.',
    contact: { label: 'Talk to an Agent', to: '/contact' },
    quote: { label: 'Get a Free Quote', to: '/quote' },
  },
  faqTitle: 'Auto insurance questions',
  faq: [
    {
      question: 'How much liability coverage should I carry?',
      answer:
        'Enough to protect what you own and what you earn. Many of our clients carry 100/300/100 or more, and add ' +
        'an umbrella policy once they own a home. The 30/60/15 minimum rarely covers a serious accident.',
    },
    {
      question: 'Do I need full coverage on an older car?',
      answer:
        'Not always. If the car is paid off and worth only a few thousand dollars, the collision and comprehensive ' +
        'premium plus the deductible can approach its value. We can run the numbers with you.',
    },
    {
      question: 'Does my auto insurance cover rideshare or delivery driving?',
      answer:
        'Usually not while the app is on. Ask us about a rideshare endorsement, which fills the gap before you ' +
        'accept a ride or delivery.',
    },
    {
      question: 'What affects my auto insurance rate in California?',
      answer:
        'By law the biggest factors are your driving record, annual mileage and years of driving experience. Other ' +
        'factors include the car, where it is kept, and discounts such as multi-policy, good student and good driver. ' +
        'California does not allow credit scores to be used for auto rates.',
    },
    {
      question: 'How do I add a new car or driver?',
      answer:
        'Use our online vehicle or driver change request, or call {phone}. A new car you buy is usually covered for ' +
        'a short period under your policy, but tell us right away so the coverage is correct.',
    },
  ],
  closing: contactClosing(
    'Talk to an auto insurance expert',
    'Questions about limits, deductibles or discounts? Our licensed agents will explain your options in plain language.',
    '/quote/auto',
  ),
};

const home: CoveragePageCopy = {
  id: 'home',
  metaTitle: 'Home Insurance in San Jose, CA',
  metaDescription:
    'Homeowners, condo and renters insurance from {agency} in San Jose: dwelling, personal property, liability, ' +
    'loss of use, and earthquake and flood options. Free quotes.',
  banner: {
    eyebrow: 'Home Insurance',
    title: 'Protect your home and everything in it',
    subtitle:
      'Homeowners, condo and renters coverage from the insurance companies we represent, with earthquake and ' +
      'flood options that matter in the Bay Area.',
    quote: { label: 'Get a Home Quote', to: '/quote/home' },
    exploreLabel: 'Explore Coverage',
  },
  sectionsTitle: 'What a home policy covers',
  sectionsIntro: 'A homeowners policy bundles several coverages. Here is what each pays for, with examples.',
  coversLabel: 'What it covers',
  examplesLabel: 'Examples',
  sections: [
    {
      id: 'home-dwelling',
      title: 'Dwelling',
      summary: 'Pays to repair or rebuild the structure of your home, including attached structures like a garage, after a covered loss such as fire or wind.',
      covers: ['The house and attached structures', 'Built-in appliances, plumbing and wiring', 'Detached structures (other structures coverage)'],
      examples: [
        { title: 'Kitchen fire', text: 'A grease fire damages your cabinets and ceiling. Dwelling coverage pays for the repairs after your deductible.' },
        { title: 'Burst pipe', text: 'A supply line bursts behind a wall. The sudden water damage to walls and floors is covered; the worn pipe itself usually is not.' },
      ],
    },
    {
      id: 'home-property',
      title: 'Personal Property',
      summary: 'Covers your belongings at home and away: furniture, clothes, electronics. Jewelry, art and collectibles have low limits unless scheduled.',
      covers: ['Furniture, clothing and electronics', 'Belongings stolen from your car or while traveling', 'Scheduled valuables (optional)'],
      examples: [
        { title: 'Burglary', text: 'Someone breaks in and takes a laptop and a TV. Personal property pays to replace them at replacement cost, if you chose it.' },
        { title: 'Stolen bicycle', text: 'Your bike is stolen from a rack at the campus. It is covered under personal property, even away from home.' },
      ],
    },
    {
      id: 'home-liability',
      title: 'Personal Liability',
      summary: 'Pays if you are legally responsible for injuring someone or damaging their property, at home or elsewhere, including your legal defense.',
      covers: ['Guests injured on your property', 'Damage you accidentally cause to others’ property', 'Legal defense and judgments'],
      examples: [
        { title: 'Guest falls on the steps', text: 'A visitor trips on your front steps and breaks a wrist. Liability pays the medical bills and a claim against you.' },
        { title: 'Dog bite', text: 'Your dog bites a neighbor at the park. Liability coverage responds (some policies limit certain breeds; ask us).' },
      ],
    },
    {
      id: 'home-loss-of-use',
      title: 'Loss of Use',
      summary: 'Pays the extra cost of living elsewhere while your home is being repaired after a covered loss: hotel or rental, meals beyond your usual budget.',
      covers: ['Temporary housing', 'Additional food and laundry costs', 'Lost rent if you rent out part of your home'],
      examples: [
        { title: 'Smoke damage', text: 'A fire makes your home unlivable for three months. Loss of use pays for a furnished rental nearby.' },
        { title: 'Evacuation order', text: 'A civil authority orders you out because of a nearby wildfire. Many policies pay living costs for up to two weeks.' },
      ],
    },
    {
      id: 'home-earthquake-flood',
      title: 'Earthquake and Flood Add-ons',
      summary:
        'Neither is covered by a standard homeowners policy. Earthquake coverage comes from the California ' +
        'Earthquake Authority or private insurers; flood coverage from the NFIP or private insurers.',
      covers: ['Earthquake repairs above the deductible', 'Flood damage to the building and contents', 'Emergency repairs and living costs (varies)'],
      examples: [
        { title: 'Earthquake cracks', text: 'A strong quake on the Hayward fault cracks your foundation. An earthquake policy pays repairs above its percentage deductible.' },
        { title: 'Creek flooding', text: 'Heavy storms overflow a nearby creek into your garage and living room. A flood policy pays; homeowners insurance does not.' },
      ],
    },
  ],
  faqTitle: 'Home insurance questions',
  faq: [
    {
      question: 'Does my mortgage lender require home insurance?',
      answer:
        'Yes. Lenders require dwelling coverage at least equal to the loan or the rebuilding cost, and list themselves ' +
        'as mortgagee on the policy. Earthquake and flood coverage are usually your choice unless you are in a mapped ' +
        'flood zone.',
    },
    {
      question: 'How does an earthquake deductible work?',
      answer:
        'It is a percentage of the coverage limit, often 5% to 25%, not a fixed dollar amount. On a $700,000 limit a ' +
        '15% deductible is $105,000, so choose the deductible with care.',
    },
    {
      question: 'Is my home-based business covered?',
      answer:
        'Usually very little: business equipment is limited, and business liability is excluded. An endorsement or a ' +
        'small business policy fills the gap.',
    },
    {
      question: 'What if my insurer will not renew my policy?',
      answer:
        'California requires at least 75 days’ notice of non-renewal. Call us as soon as you receive it: we can look ' +
        'for coverage with the other companies we represent, or combine a FAIR Plan policy with a difference in ' +
        'conditions policy.',
    },
    {
      question: 'Should I take an inventory of my belongings?',
      answer:
        'Yes. A short video walking through each room, plus receipts for valuables stored in the cloud, makes a claim ' +
        'much faster and more complete.',
    },
  ],
  closing: contactClosing(
    'Let’s review your home coverage',
    'Rebuilding costs have risen sharply. A licensed agent can check your limits, deductibles and earthquake options.',
    '/quote/home',
  ),
};

const commercial: CoveragePageCopy = {
  id: 'commercial',
  metaTitle: 'Commercial Insurance in San Jose, CA',
  metaDescription:
    'Business insurance from {agency} in San Jose: general liability, commercial property, workers’ compensation, ' +
    'business interruption and professional liability. Free quotes.',
  banner: {
    eyebrow: 'Commercial Insurance',
    title: 'Insurance built for your business',
    subtitle:
      'From a one-person consultancy to a busy restaurant or contractor, we put together the coverage your ' +
      'business, your landlord and your clients require.',
    quote: { label: 'Get a Business Quote', to: '/quote/commercial' },
    exploreLabel: 'Explore Coverage',
  },
  sectionsTitle: 'Core business coverages',
  sectionsIntro: 'Most businesses combine several of these. Here is what each one pays for, with examples.',
  coversLabel: 'What it covers',
  examplesLabel: 'Examples',
  sections: [
    {
      id: 'commercial-general-liability',
      title: 'General Liability',
      summary: 'Pays for bodily injury and property damage your business causes to others, and for claims of advertising injury, including your legal defense.',
      covers: ['Customer injuries on your premises', 'Damage you cause at a client’s site', 'Advertising and personal injury claims'],
      examples: [
        { title: 'Slip in the store', text: 'A customer slips on a freshly mopped floor and breaks an ankle. General liability pays the medical bills and claim.' },
        { title: 'Contractor damage', text: 'Your crew cracks a client’s granite countertop while installing cabinets. The repair is covered.' },
      ],
    },
    {
      id: 'commercial-property',
      title: 'Commercial Property',
      summary: 'Covers the building you own, or your improvements in a leased space, plus equipment, inventory and furniture against fire, theft and other covered causes.',
      covers: ['Buildings and tenant improvements', 'Equipment, furniture and inventory', 'Outdoor signs (optional)'],
      examples: [
        { title: 'Electrical fire', text: 'A fire in the back room destroys inventory and shelving. Commercial property pays to replace them.' },
        { title: 'Break-in', text: 'Thieves take computers and tools from your shop overnight. Property coverage pays for replacements.' },
      ],
    },
    {
      id: 'commercial-workers-comp',
      title: 'Workers’ Compensation',
      summary:
        'Required for every California employer with one or more employees. Pays medical care and lost wages for ' +
        'work injuries and illnesses, and protects you from most employee injury lawsuits.',
      covers: ['Medical treatment for work injuries', 'Temporary and permanent disability benefits', 'Employer’s liability'],
      examples: [
        { title: 'Kitchen burn', text: 'A line cook is burned by hot oil. Workers’ comp pays for treatment and part of the wages lost while healing.' },
        { title: 'Repetitive strain', text: 'An office employee develops carpal tunnel syndrome. Treatment and time off are covered as a work injury.' },
      ],
    },
    {
      id: 'commercial-business-interruption',
      title: 'Business Interruption',
      summary: 'Replaces lost income and pays continuing expenses such as rent, loan payments and payroll while you are closed after covered property damage.',
      covers: ['Lost net income', 'Ongoing expenses such as rent and payroll', 'Extra expense to reopen faster'],
      examples: [
        { title: 'Closed after a fire', text: 'A fire next door forces your café to close for six weeks. Business interruption replaces the lost profit and pays rent.' },
        { title: 'Temporary location', text: 'After water damage you rent a temporary office to keep serving clients. Extra expense coverage pays the cost.' },
      ],
    },
    {
      id: 'commercial-professional-liability',
      title: 'Professional Liability',
      summary: 'Also called errors and omissions (E&O). Covers claims that your professional advice or service was wrong, late or incomplete and cost a client money.',
      covers: ['Claims of negligence or mistakes', 'Missed deadlines and omissions', 'Legal defense, even for groundless claims'],
      examples: [
        { title: 'Consultant’s error', text: 'A client says your software recommendation caused a costly outage. E&O pays your defense and any settlement.' },
        { title: 'Bookkeeping mistake', text: 'A filing error leads to tax penalties for a client. Professional liability pays the claim.' },
      ],
    },
  ],
  faqTitle: 'Business insurance questions',
  faq: [
    {
      question: 'What is a Business Owner’s Policy (BOP)?',
      answer:
        'A package of general liability and commercial property, usually with business interruption, for small and ' +
        'mid-sized businesses. It typically costs less than buying the coverages separately.',
    },
    {
      question: 'How is workers’ compensation priced?',
      answer:
        'By payroll and the classification of each employee’s work: clerical work costs far less than roofing. Your ' +
        'claims history adjusts the rate through an experience modification once you are large enough to qualify.',
    },
    {
      question: 'My landlord wants to be an additional insured. What does that mean?',
      answer:
        'It extends your liability coverage to the landlord for claims arising from your operations. We add the ' +
        'endorsement and send the certificate of insurance your lease calls for.',
    },
    {
      question: 'Do I need cyber insurance?',
      answer:
        'If you store customer data or take card payments, consider it. It pays for breach notification, data ' +
        'recovery, ransomware response and liability, which general liability policies exclude.',
    },
    {
      question: 'How long does a commercial quote take?',
      answer:
        'Usually 24 to 48 hours once we have your details, since most business policies are reviewed by an ' +
        'underwriter. Complex risks can take longer; we keep you updated.',
    },
  ],
  closing: contactClosing(
    'Talk to a commercial insurance agent',
    'Tell us about your business and the contracts you sign. We will recommend the coverage you need and nothing you do not.',
    '/quote/commercial',
  ),
};

const misc: CoveragePageCopy = {
  id: 'misc',
  metaTitle: 'Boat, Motorcycle, RV, Travel and Pet Insurance',
  metaDescription:
    'Specialty insurance from {agency} in San Jose: boat, motorcycle, RV, travel and pet coverage. Call or request ' +
    'a free quote.',
  banner: {
    eyebrow: 'Specialty Insurance',
    title: 'Coverage for the things you love',
    subtitle:
      'Weekends on the water, rides down Highway 1, road trips and the pets who run the house deserve protection ' +
      'too.',
    quote: { label: 'Get a Free Quote', to: '/quote/miscellaneous' },
    exploreLabel: 'Explore Coverage',
    learnMore: { label: 'Read the FAQ', to: '/faq' },
  },
  sectionsTitle: 'Specialty coverage we offer',
  sectionsIntro: 'Each of these is its own policy, and many can be bundled with your auto or home insurance for a discount.',
  coversLabel: 'What it covers',
  examplesLabel: 'Examples',
  sections: [
    {
      id: 'misc-boat',
      title: 'Boat Insurance',
      summary: 'Covers your boat, motor and trailer against damage and theft, and your liability on the water, from kayaks with motors to cabin cruisers.',
      covers: ['Hull, motor and trailer', 'Liability for injuries and damage to others', 'Fuel spill cleanup and on-water towing'],
      examples: [
        { title: 'Dock collision', text: 'Docking at a marina in wind, you strike another boat. Liability pays for its repairs; physical damage pays for yours.' },
        { title: 'Trailer theft', text: 'Your boat and trailer are stolen from your driveway. The policy pays their agreed or actual cash value.' },
      ],
    },
    {
      id: 'misc-motorcycle',
      title: 'Motorcycle Insurance',
      summary: 'Meets California’s liability requirement and can cover your bike, custom parts, and riding gear against crashes and theft.',
      covers: ['Liability required by law', 'Collision and comprehensive for the bike', 'Custom parts, equipment and riding gear'],
      examples: [
        { title: 'Low-speed tip-over', text: 'Your bike drops on gravel in a parking lot, damaging the tank and mirrors. Collision covers the repairs.' },
        { title: 'Stolen from a garage', text: 'Your motorcycle is stolen from a shared garage. Comprehensive pays its value, including covered custom parts.' },
      ],
    },
    {
      id: 'misc-rv',
      title: 'RV Insurance',
      summary: 'For motorhomes, campers and travel trailers: liability on the road, damage to the RV, belongings inside, and liability at the campsite.',
      covers: ['Liability and physical damage', 'Personal belongings in the RV', 'Vacation liability and emergency expenses'],
      examples: [
        { title: 'Awning damage', text: 'A gust tears the awning off your motorhome at Lake Tahoe. Physical damage coverage pays for the replacement.' },
        { title: 'Campsite injury', text: 'A guest trips over your RV’s leveling jack. Vacation liability pays the medical claim.' },
      ],
    },
    {
      id: 'misc-travel',
      title: 'Travel Insurance',
      summary: 'Protects prepaid, non-refundable trip costs and covers emergency medical care and evacuation while traveling, especially abroad.',
      covers: ['Trip cancellation and interruption', 'Emergency medical care and evacuation', 'Lost or delayed baggage'],
      examples: [
        { title: 'Cancelled for illness', text: 'You fall ill a week before a cruise. Trip cancellation reimburses your non-refundable deposit.' },
        { title: 'Medical care abroad', text: 'You break a leg hiking in Europe. Travel medical coverage pays the hospital your US health plan will not.' },
      ],
    },
    {
      id: 'misc-pet',
      title: 'Pet Insurance',
      summary: 'Reimburses a share of vet bills for accidents and illnesses for dogs and cats, after a deductible, with optional wellness care.',
      covers: ['Accidents and injuries', 'Illnesses, surgery and prescriptions', 'Wellness visits and vaccines (optional)'],
      examples: [
        { title: 'Swallowed a toy', text: 'Your dog needs surgery to remove a swallowed toy. An accident plan reimburses most of the $4,000 bill.' },
        { title: 'Diagnosed with diabetes', text: 'Your cat develops diabetes. An illness plan helps pay for tests, insulin and follow-up visits.' },
      ],
    },
  ],
  faqTitle: 'Specialty insurance questions',
  faq: [
    {
      question: 'Is motorcycle insurance required in California?',
      answer: 'Yes. You need at least the same liability limits as a car (30/60/15 since 2025) to ride legally.',
    },
    {
      question: 'Can I insure my boat only during boating season?',
      answer:
        'Some insurers offer a lay-up period with reduced coverage while the boat is stored. Keep theft and storage ' +
        'coverage in force year round.',
    },
    {
      question: 'Is a travel trailer covered by my auto policy?',
      answer:
        'Your auto policy usually extends liability to a trailer while it is towed, but not damage to the trailer or ' +
        'your belongings inside. An RV policy covers those.',
    },
    {
      question: 'When should I buy travel insurance?',
      answer:
        'Soon after your first trip payment. Many plans only cover pre-existing medical conditions, or offer ' +
        'cancel-for-any-reason upgrades, if you buy within 10 to 21 days of that payment.',
    },
    {
      question: 'How do I get a quote for specialty coverage?',
      answer:
        'Request one online with our specialty quote form, call {phone} or send us a message with what you want to ' +
        'insure. We will come back with options, usually within one business day.',
    },
  ],
  closing: contactClosing(
    'Ask about specialty coverage',
    'Tell us what you want to protect and we will find the right policy, often with a discount for bundling.',
    '/quote/miscellaneous',
  ),
};

export const coveragePages: Record<CoverageId, CoveragePageCopy> = { auto, home, commercial, misc };
