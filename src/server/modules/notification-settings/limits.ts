/**
 * The SMS code's rate limits (docs/security.md G3, G11). Sending is limited per user and per
 * number, so nobody floods a phone (or the provider's bill); checking is limited per user and
 * per client IP on top of the few tries each code allows (notification-settings-service.ts).
 * Every key but the number is the caller's own, so no stranger can lock an owner out; a
 * stranger texting an owner's number spends at most an hour of that number's sends.
 */
import { limitRow } from '../../platform/limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SMS_CODES_PER_USER = limitRow('smsCodesPerUser', 5, HOUR);
export const SMS_CODES_PER_PHONE = limitRow('smsCodesPerPhone', 5, HOUR);
export const SMS_CODE_CHECKS_PER_USER = limitRow('smsCodeChecksPerUser', 10, 15 * MINUTE);
export const SMS_CODE_CHECKS_PER_IP = limitRow('smsCodeChecksPerIp', 30, 15 * MINUTE);

export const notificationSettingsLimits = [
  SMS_CODES_PER_USER,
  SMS_CODES_PER_PHONE,
  SMS_CODE_CHECKS_PER_USER,
  SMS_CODE_CHECKS_PER_IP,
];
