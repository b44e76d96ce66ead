import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { DesktopBridge } from '../shared/bridge';
import { SessionProvider } from './auth/session-provider';
import type { SessionToken } from './auth/session-token';
import type { Signal } from './auth/signal';
import { shortlistTheme } from './branding/shortlist-theme';
import { ImpersonationDeepLinks } from './impersonation/impersonation-deep-links';
import { ToastProvider } from './layout/toast';
import { SocialLoginResults } from './social-login/social-login-results';
import { UpdateBanner } from './updates/update-banner';
import { FullPageSpinner } from './routing/full-page-status';
import { GroupRoutes } from './routing/group-routes';
import { RootRedirect } from './routing/root-redirect';
import { ScrollToTop } from './routing/scroll-to-top';

export interface ShortlistAppProps {
  client: ApolloClient;
  platform: DesktopBridge;
  token: SessionToken;
  unauthenticated: Signal;
}

/**
 * The providers in their order: data, routing, Shortlist's base theme and toasts, the
 * session (which needs all three). Each group re-themes its own pages in GroupRoutes.
 */
export function ShortlistApp({ client, platform, token, unauthenticated }: ShortlistAppProps) {
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <ConfigProvider theme={shortlistTheme}>
          <ToastProvider>
            <SessionProvider platform={platform} token={token} unauthenticated={unauthenticated}>
              <ScrollToTop />
              <ImpersonationDeepLinks platform={platform} />
              {/* Desktop: main redeems social sign-ins and reports the outcome. */}
              <SocialLoginResults bridge={platform} />
              <UpdateBanner />
              <Suspense fallback={<FullPageSpinner />}>
                <Routes>
                  <Route index element={<RootRedirect />} />
                  <Route path=":segment/*" element={<GroupRoutes />} />
                </Routes>
              </Suspense>
            </SessionProvider>
          </ToastProvider>
        </ConfigProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}
