/* The payload of forms/driver-change: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * Supporting Documents
 *
 * @maxItems 10
 */
export type Attachments = Attachment[];
export type CaptchaToken = string;

/**
 * A policyholder asks to add a driver to an auto policy, remove one, or update a listed driver's details.
 */
export interface DriverChangePayload {
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
  changeType: 'driver';
  /**
   * Driver Details
   */
  additionalData: {
    /**
     * Requested Change
     */
    action: ('add' | 'remove' | 'update') & string;
    /**
     * Driver's Full Name
     */
    driverName: string;
    /**
     * Driver's License Number
     */
    licenseNumber: string;
    /**
     * Date of Birth
     */
    dateOfBirth?: string;
    /**
     * Gender
     */
    gender?: ('male' | 'female' | 'other') & string;
    /**
     * The driver's relationship to the policyholder.
     */
    relationship?: ('spouse' | 'child' | 'parent' | 'sibling' | 'other') & string;
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
