/**
 * The desktop's server choice. Main checks a remote address itself (it resolves and
 * probes it) and answers with the message to show, so the form only shapes the values.
 */
import { mixed, object, string, type InferType } from 'yup';

export const serverSettingSchema = object({
  kind: mixed<'embedded' | 'remote'>().oneOf(['embedded', 'remote']).required(),
  url: string().default(''),
});

export type ServerSettingValues = InferType<typeof serverSettingSchema>;
