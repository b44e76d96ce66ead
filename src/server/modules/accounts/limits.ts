/** The accounts module's rate limits (docs/security.md G3), rows of the app's limit table. */
import { limitRow } from '../../platform/limits';

const MINUTE = 60_000;

/** `checkUser` calls per client IP: slows harvesting which emails have accounts. */
export const CHECK_USER_PER_IP = limitRow('checkUserPerIp', 30, MINUTE);
/** `register` calls per client IP: slows scripted sign-ups. */
export const REGISTER_PER_IP = limitRow('registerPerIp', 20, 60 * MINUTE);
/** `changePassword` attempts per user: slows guessing the current password with a stolen session. */
export const CHANGE_PASSWORD_PER_USER = limitRow('changePasswordPerUser', 5, MINUTE);

export const accountsLimits = [CHECK_USER_PER_IP, REGISTER_PER_IP, CHANGE_PASSWORD_PER_USER];
