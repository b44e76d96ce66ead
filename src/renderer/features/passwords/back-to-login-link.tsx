import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { loginPath } from '../../routing/paths';

/** The way back from the forgotten and reset password pages. */
export function BackToLoginLink({ group }: { group: Group }) {
  return (
    <div className="auth-links">
      <Link to={loginPath(group)}>
        <ArrowLeftOutlined aria-hidden style={{ marginRight: 6 }} />
        {messages.passwordPages.backToLogin}
      </Link>
    </div>
  );
}
