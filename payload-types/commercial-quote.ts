/* The payload of forms/commercial-quote: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * A business asks for a commercial insurance quote: the contact, the business and its California location, property and liability exposures, vehicles, employees for workers' compensation, and the coverage wanted.
 */
export type CommercialQuotePayload = {
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
  quoteType: 'commercial';
  /**
   * Business Name
   */
  businessName: string;
  /**
   * Business Type
   */
  businessType: ('office' | 'retail' | 'warehouse' | 'manufacturing' | 'restaurant' | 'healthcare_facility' | 'other') &
    string;
  /**
   * Business Structure
   */
  businessStructure: ('sole_proprietorship' | 'partnership' | 'corporation' | 'llc' | 'non_profit') & string;
  /**
   * Years in Business
   */
  yearsInBusiness: number;
  /**
   * Annual Revenue
   */
  annualRevenue: number;
  /**
   * Business Address
   */
  businessAddress: string;
  /**
   * Business City
   */
  businessCity: string;
  /**
   * Business State
   */
  businessState: 'CA';
  /**
   * Business ZIP Code
   */
  businessZipCode: string;
  /**
   * Property Type
   */
  propertyType: ('owned' | 'leased' | 'home_based' | 'other') & string;
  /**
   * Building Construction
   */
  buildingConstruction: ('frame' | 'masonry' | 'steel' | 'concrete' | 'mixed') & string;
  /**
   * Year Built
   */
  yearBuilt?: number;
  /**
   * Square Footage
   */
  squareFootage?: number;
  /**
   * Annual Payroll
   */
  annualPayroll: number;
  /**
   * Gross Receipts
   */
  grossReceipts: number;
  /**
   * Covers injury or damage caused by a product you sold or work you finished, after it left your hands.
   */
  productsCompletedOps?: boolean;
  /**
   * The business owns, leases or rents vehicles
   */
  hasVehicles?: boolean;
  /**
   * Vehicles
   *
   * @maxItems 4
   */
  vehicles?: Vehicle[];
  /**
   * Number of Vehicles
   */
  numberOfVehicles?: number;
  /**
   * For workers' compensation, which California requires as soon as you have one employee.
   */
  hasEmployees?: boolean;
  /**
   * Employee Classifications
   *
   * @maxItems 20
   */
  employeeClassifications?: EmployeeClassification[];
  /**
   * Total Payroll
   */
  totalPayroll?: number;
  /**
   * Total Employees
   */
  numberOfEmployees?: number;
  /**
   * Desired Coverage Limits
   */
  desiredCoverageLimits: number & (500000 | 1000000 | 2000000 | 5000000 | 10000000);
  /**
   * Deductible
   */
  deductiblePreference: number & (500 | 1000 | 2500 | 5000 | 10000);
  /**
   * Prior Insurance Carrier
   */
  priorCarrier?: string;
  /**
   * Prior Claims History
   */
  priorClaimsHistory?: string;
  /**
   * Special Requirements
   */
  specialRequirements?: string;
  /**
   * Additional Notes
   */
  additionalNotes?: string;
  captchaToken?: CaptchaToken;
};
export type CaptchaToken = string;

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
   * Vehicle Type
   */
  vehicleType: ('sedan' | 'truck' | 'van' | 'suv' | 'motorcycle') & string;
  /**
   * Ownership
   */
  ownershipType: ('owned' | 'leased' | 'rented') & string;
}
export interface EmployeeClassification {
  /**
   * Classification
   */
  classification: (
    | 'clerical'
    | 'construction'
    | 'retail'
    | 'manufacturing'
    | 'healthcare'
    | 'transportation'
    | 'hospitality'
    | 'education'
    | 'food_service'
    | 'sales'
    | 'technology'
    | 'maintenance'
    | 'administrative'
    | 'security'
    | 'warehouse'
  ) &
    string;
  /**
   * Job Duties
   */
  description: string;
  /**
   * Number of Employees
   */
  numberOfEmployees: number;
  /**
   * Estimated Annual Payroll
   */
  estimatedAnnualPayroll: number;
}
