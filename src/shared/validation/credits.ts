/** Buying job posts: the calculator's quantity and the promo code, as the form and the API check them. */
import { number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { JOB_POST_QTY } from '../pricing';
import { countryRule, optionalText, phoneRule, requiredText } from './registration';

const m = messages.credits;

export const priceRequestSchema = object({
  qty: number()
    .typeError(m.qtyMin)
    .required(m.qtyMin)
    .integer(m.qtyMin)
    .min(JOB_POST_QTY.min, m.qtyMin)
    .max(JOB_POST_QTY.max, m.qtyMax),
  /** Empty or null means none. */
  promo: string()
    .trim()
    .max(40, m.promoNotFound)
    .nullable()
    .transform((value: string | null) => value ?? ''),
});

/**
 * The credit account application (brief: invoice_company … invoice_email): every field
 * required but the second address line, 'This field is required'; the phone and email checked.
 */
export const creditAccountSchema = object({
  invoice_company: requiredText(messages.common.fieldRequired),
  invoice_address_1: requiredText(messages.common.fieldRequired),
  invoice_address_2: optionalText(),
  invoice_city: requiredText(messages.common.fieldRequired),
  invoice_state: requiredText(messages.common.fieldRequired),
  invoice_country: countryRule(),
  invoice_zip: requiredText(messages.common.fieldRequired),
  invoice_phone: phoneRule(),
  invoice_email: string()
    .trim()
    .required(messages.common.fieldRequired)
    .email(m.emailInvalid)
    .max(255, m.emailInvalid),
});

export type CreditAccountValues = InferType<typeof creditAccountSchema>;

/** The billing details of the payment modal and manage-payment-info: every field but line 2. */
export const billingDetailsSchema = object({
  name: requiredText(messages.common.fieldRequired),
  email: string()
    .trim()
    .required(messages.common.fieldRequired)
    .email(m.emailInvalid)
    .max(255, m.emailInvalid),
  phone: phoneRule(),
  address_1: requiredText(messages.common.fieldRequired),
  address_2: optionalText(),
  city: requiredText(messages.common.fieldRequired),
  state: requiredText(messages.common.fieldRequired),
  zip: requiredText(messages.common.fieldRequired),
  country: countryRule(),
});

export type BillingDetailsValues = InferType<typeof billingDetailsSchema>;
