/* The payload of forms/auto-quote: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

export type CaptchaToken = string;

/**
 * A prospect asks for an auto insurance quote: the policyholder, one to four vehicles, the coverage wanted and one to four drivers.
 */
export interface AutoQuotePayload {
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
  quoteType: 'auto';
  /**
   * Vehicles
   *
   * @minItems 1
   * @maxItems 4
   */
  vehicles: [Vehicle, ...Vehicle[]];
  /**
   * Coverage Type
   */
  coverageType: ('LIABILITY' | 'COMPREHENSIVE' | 'COLLISION' | 'FULL') & string;
  /**
   * Deductible
   */
  deductiblePreference: number & (500 | 1000 | 1500);
  /**
   * Liability Limits
   */
  coverageLimits: ('15/30' | '25/50' | '50/100' | '100/300' | '250/500' | '500/1000') & string;
  /**
   * Uninsured Motorist
   */
  uninsuredMotoristCoverage: ('0/0' | '15/30' | '25/50' | '50/100' | '100/300') & string;
  /**
   * Medical Payments
   */
  medicalPaymentsCoverage: ('0/0' | '1000' | '2000' | '5000' | '10000') & string;
  /**
   * Drivers
   *
   * @minItems 1
   * @maxItems 4
   */
  drivers: [Driver, ...Driver[]];
  captchaToken?: CaptchaToken;
}
export interface Vehicle {
  /**
   * Vehicle ID Number (VIN)
   */
  vehicleVIN: string;
  /**
   * Year
   */
  vehicleYear: number;
  /**
   * Make
   */
  vehicleMake: string;
  /**
   * Model
   */
  vehicleModel: string;
  /**
   * Annual Mileage
   */
  annualMileage: number;
  /**
   * Current Mileage
   */
  currentMileage: number;
}
export interface Driver {
  /**
   * First Name
   */
  firstName: string;
  /**
   * Last Name
   */
  lastName: string;
  /**
   * Date of Birth
   */
  birthDate: string;
  /**
   * License Number
   */
  licenseNumber: string;
  /**
   * The driver's relationship to the policyholder.
   */
  relationshipToPolicyHolder: ('SELF' | 'SPOUSE' | 'CHILD' | 'OTHER') & string;
}
