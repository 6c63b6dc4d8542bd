/* The payload of forms/vehicle-change: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * Supporting Documents
 *
 * @maxItems 10
 */
export type Attachments = Attachment[];
export type CaptchaToken = string;

/**
 * A policyholder asks to add a vehicle to an auto policy, remove one, or update a listed vehicle's details.
 */
export interface VehicleChangePayload {
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
   * Policy Number
   */
  policyNumber: string;
  /**
   * Requested Date
   */
  requestedDate?: string;
  /**
   * Change Type
   */
  changeType: 'vehicle';
  /**
   * Vehicle Details
   */
  additionalData: {
    /**
     * Requested Change
     */
    vehicleAction: ('add' | 'remove' | 'update') & string;
    /**
     * Primary Driver
     */
    vehiclePrimaryDriver?: string;
    /**
     * Vehicle ID Number (VIN)
     */
    vehicleVin: string;
    /**
     * Year
     */
    vehicleYear?: number;
    /**
     * Make
     */
    vehicleMake?: string;
    /**
     * Model
     */
    vehicleModel?: string;
    /**
     * License Plate
     */
    vehicleLicensePlate?: string;
    /**
     * Registration State
     */
    vehicleLicenseState?: 'CA';
    /**
     * Annual Mileage
     */
    vehicleAnnualMileage?: number;
    /**
     * Other Vehicle Details
     */
    vehicleAdditionalInfo?: string;
    attachments?: Attachments;
  };
  /**
   * Additional Information
   */
  additionalInfo?: string;
  captchaToken?: CaptchaToken;
}
export interface Attachment {
  name: string;
  size: number;
  type: 'image/jpeg' | 'image/png' | 'application/zip' | 'application/pdf';
  lastModified: number;
  content: string;
}
