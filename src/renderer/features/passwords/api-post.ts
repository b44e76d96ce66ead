import { apiOrigin } from '../../lib/uploads/api-origin';
import { createPostJson } from './password-reset-api';

/** POSTs to the API the app talks to (the desktop's embedded or remote server, or this origin). */
export const postToApi = createPostJson(apiOrigin);
