/* The payload of forms/address-change: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * Street Address
 */
export type Street = string;
/**
 * City
 */
export type City = string;
/**
 * State
 */
export type CaState = 'CA';
/**
 * ZIP Code
 */
export type Zip = string;
/**
 * Supporting Documents
 *
 * @maxItems 10
 */
export type Attachments = Attachment[];
export type CaptchaToken = string;

/**
 * A policyholder asks to move the garaging or mailing address on a policy.
 */
export interface AddressChangePayload {
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
  changeType: 'address';
  /**
   * Address Details
   */
  additionalData: {
    currentAddress: CaliforniaAddress;
    newAddress: CaliforniaAddress1;
    /**
     * Move Date
     */
    moveDate: string;
    /**
     * Address Type
     */
    addressType: ('residential' | 'commercial' | 'rental' | 'owned') & string;
    /**
     * Reason for Move
     */
    reasonForMove?: string;
    attachments?: Attachments;
  };
  /**
   * Additional Information
   */
  additionalInfo?: string;
  captchaToken?: CaptchaToken;
}
/**
 * Current Address
 */
export interface CaliforniaAddress {
  street: Street;
  city: City;
  state: CaState;
  zipCode: Zip;
}
/**
 * New Address
 */
export interface CaliforniaAddress1 {
  street: Street;
  city: City;
  state: CaState;
  zipCode: Zip;
}
export interface Attachment {
  name: string;
  size: number;
  type: 'image/jpeg' | 'image/png' | 'application/zip' | 'application/pdf';
  lastModified: number;
  content: string;
}
