/* The payload of forms/general-change: generated from its schema by `npm run types` (scripts/payload-types.ts). Do not edit. */

/**
 * Supporting Documents
 *
 * @maxItems 10
 */
export type Attachments = Attachment[];
export type CaptchaToken = string;

/**
 * A policyholder asks for any other change to a policy: coverage, deductible, billing, named insured, endorsements, discounts, cancellation or reinstatement, a review or a document.
 */
export interface GeneralChangePayload {
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
   * Type of Change
   */
  changeType: (
    | 'coverage_modification'
    | 'deductible_change'
    | 'policy_cancellation'
    | 'policy_reinstatement'
    | 'payment_method_change'
    | 'named_insured_change'
    | 'policy_endorsement'
    | 'discount_request'
    | 'policy_review'
    | 'document_request'
    | 'other'
  ) &
    string;
  /**
   * Urgency
   */
  urgency?: ('normal' | 'urgent' | 'emergency') & string;
  /**
   * Effective Date
   */
  effectiveDate: string;
  /**
   * Reason for Change
   */
  reasonForChange: string;
  /**
   * Additional Details
   */
  additionalDetails?: string;
  attachments?: Attachments;
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
