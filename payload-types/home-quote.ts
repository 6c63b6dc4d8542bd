/* The payload of forms/home-quote: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

export type CaptchaToken = string;

/**
 * A prospect asks for a home insurance quote for a California property: the policyholder, the property, the coverage wanted and any additional interests such as a mortgage lender.
 */
export interface HomeQuotePayload {
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
  quoteType: 'home';
  /**
   * Property Address
   */
  propertyAddress: string;
  /**
   * Unit Number
   */
  propertyUnitNumber?: string;
  /**
   * Property City
   */
  propertyCity: string;
  /**
   * Property State
   */
  propertyState: 'CA';
  /**
   * Property ZIP Code
   */
  propertyZipcode: string;
  /**
   * Property Type
   */
  propertyType: ('single_family' | 'condo' | 'townhouse' | 'apartment' | 'mobile_home') & string;
  /**
   * Coverage Type
   */
  coverageType: ('DP-1' | 'DP-3' | 'HO-3' | 'HO-5' | 'HO-6' | 'HO-7' | 'HO-8') & string;
  /**
   * Personal Liability
   */
  personalLiabilityCoverage: number & (0 | 100000 | 300000 | 500000 | 1000000);
  /**
   * Deductible
   */
  deductiblePreference: number & (500 | 1000 | 2500 | 5000);
  /**
   * Pays for a hotel, meals and other extra costs while a covered loss makes your home unlivable.
   */
  additionalLivingExpenses?: boolean;
  /**
   * Adds a cushion (often 25% to 50%) above the dwelling limit if rebuilding costs more than expected.
   */
  extendedReplacementCost?: boolean;
  /**
   * Covers damage from water backing up through sewers or drains, or a failed sump pump.
   */
  waterBackupCoverage?: boolean;
  /**
   * Standard home policies exclude earthquake damage; we can quote a separate earthquake policy.
   */
  earthquakeCoverage?: boolean;
  /**
   * A monitored alarm system may earn a discount.
   */
  homeSecuritySystem?: boolean;
  /**
   * For example a mortgage lender, a lienholder, a trust or an additional insured that should be named on the policy.
   */
  hasAdditionalInterests?: boolean;
  /**
   * Additional Interests
   *
   * @maxItems 10
   */
  additionalInterests?: AdditionalInterest[];
  /**
   * Special Requirements
   */
  specialRequirements?: string;
  /**
   * Additional Notes
   */
  additionalNotes?: string;
  captchaToken?: CaptchaToken;
}
export interface AdditionalInterest {
  /**
   * Interest Type
   */
  interestType: ('mortgagee' | 'additional_insured' | 'loss_payee' | 'lienholder' | 'trust' | 'other') & string;
  /**
   * Name
   */
  interestName: string;
  /**
   * Relationship
   */
  interestRelationship?: (
    'spouse' | 'child' | 'parent' | 'trustee' | 'landlord' | 'tenant' | 'business_partner' | 'other'
  ) &
    string;
  /**
   * Loan Number
   */
  loanNumber?: string;
}
