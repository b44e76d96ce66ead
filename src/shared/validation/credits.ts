/** Buying job posts: the calculator's quantity and the promo code, as the form and the API check them. */
import { number, object, string } from 'yup';
import { messages } from '../messages';
import { JOB_POST_QTY } from '../pricing';

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
