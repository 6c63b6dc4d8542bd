/* The payload of forms/misc-quote: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * A prospect asks for a quote on specialty coverage: the policyholder, what to insure (a boat, motorcycle, RV, trip or pet, with the details of that kind) and the coverage wanted.
 */
export type MiscQuotePayload = {
  /**
   * Full Name
   */
  fullName: string;
  /**
   * Email Address
   */
  email: string;
  /**
   * Phone Number
   */
  phone: string;
  /**
   * Mailing Address
   */
  mailingAddress: string;
  /**
   * City
   */
  city: string;
  /**
   * State
   */
  state:
    | 'AK'
    | 'AL'
    | 'AR'
    | 'AZ'
    | 'CA'
    | 'CO'
    | 'CT'
    | 'DC'
    | 'DE'
    | 'FL'
    | 'GA'
    | 'HI'
    | 'IA'
    | 'ID'
    | 'IL'
    | 'IN'
    | 'KS'
    | 'KY'
    | 'LA'
    | 'MA'
    | 'MD'
    | 'ME'
    | 'MI'
    | 'MN'
    | 'MO'
    | 'MS'
    | 'MT'
    | 'NC'
    | 'ND'
    | 'NE'
    | 'NH'
    | 'NJ'
    | 'NM'
    | 'NV'
    | 'NY'
    | 'OH'
    | 'OK'
    | 'OR'
    | 'PA'
    | 'RI'
    | 'SC'
    | 'SD'
    | 'TN'
    | 'TX'
    | 'UT'
    | 'VA'
    | 'VT'
    | 'WA'
    | 'WI'
    | 'WV'
    | 'WY'
    | 'AS'
    | 'GU'
    | 'MP'
    | 'PR'
    | 'VI'
    | 'AA'
    | 'AE'
    | 'AP';
  /**
   * ZIP Code
   */
  zipCode: string;
  /**
   * Quote Type
   */
  quoteType: 'miscellaneous';
  /**
   * Insurance Type
   */
  insuranceType: ('boat' | 'motorcycle' | 'rv' | 'travel' | 'pet') & string;
  /**
   * What it is and how you use it, in a few words.
   */
  description: string;
  /**
   * Year
   */
  year?: number;
  /**
   * Make
   */
  make?: string;
  /**
   * Model
   */
  model?: string;
  /**
   * Pet's Name
   */
  petName?: string;
  /**
   * Species
   */
  petSpecies?: ('dog' | 'cat' | 'other') & string;
  /**
   * Age (years)
   */
  petAge?: number;
  /**
   * Trip Start Date
   */
  tripStartDate?: string;
  /**
   * Trip End Date
   */
  tripEndDate?: string;
  /**
   * Destination
   */
  destination?: string;
  /**
   * Desired Start Date
   */
  desiredStartDate: string;
  /**
   * Deductible
   */
  deductiblePreference: number & (250 | 500 | 1000);
  /**
   * Additional Notes
   */
  additionalNotes?: string;
  captchaToken?: CaptchaToken;
};
export type CaptchaToken = string;
