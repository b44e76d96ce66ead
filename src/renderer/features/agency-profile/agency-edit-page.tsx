import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formFailure } from '../../apollo/api-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import { AgencyQueryPage } from './agency-query-page';
import './agency-profile.css';

/**
 * The frame of the owner's edit pages (edit-profile, edit-account-information): the title and
 * intro above the form, once the profile is read.
 */
export function AgencyEditPage<T>({
  title,
  intro,
  query,
  data,
  children,
}: {
  title: string;
  intro: string;
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  data: T | null | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <AgencyQueryPage title={title} query={query} data={data}>
      {(loaded) => (
        <div className="agency-profile-page">
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {intro}
          </Typography.Paragraph>
          {children(loaded)}
        </div>
      )}
    </AgencyQueryPage>
  );
}

/**
 * An edit form's `onSubmit`: `save`, then `savedMessage` in a toast and on to `returnTo`;
 * a refused save answers the form's failure, so the form keeps what was typed.
 */
export function useSaveThenReturn<Values, Answer>(
  save: (values: Values) => Promise<Answer>,
  savedMessage: string | ((values: Values, answer: Answer) => { text: string; seconds: number }),
  returnTo: string,
): (values: Values) => Promise<FormOutcome | null> {
  const navigate = useNavigate();
  const toast = useToast();
  return async (values) => {
    let answer: Answer;
    try {
      answer = await save(values);
    } catch (error) {
      return formFailure(error);
    }
    const saved =
      typeof savedMessage === 'string'
        ? { text: savedMessage, seconds: 4 }
        : savedMessage(values, answer);
    void toast.success(saved.text, saved.seconds);
    void navigate(returnTo);
    return null;
  };
}
