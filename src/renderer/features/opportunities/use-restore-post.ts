import { useMutation } from '@apollo/client/react';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import { useToast } from '../../ui/toast';
import { restoreOpportunityMutation } from './documents';

const m = messages.opportunities;

/** Reopens a closed post, saying so (or why not) in a toast; `onRestored` after it worked. */
export function useRestorePost(onRestored: () => void) {
  const toast = useToast();
  const [restore, { loading }] = useMutation(restoreOpportunityMutation);
  async function restorePost(post: { id: string; target: 'JOB' | 'PROJECT' }) {
    try {
      await restore({ variables: { id: post.id } });
    } catch (error) {
      void toast.error(apiFailure(error).message, 3);
      return;
    }
    void toast.success(m.restored(post.target === 'JOB' ? 'Opportunity' : 'Project'), 4);
    onRestored();
  }
  return { restorePost, restoring: loading };
}
