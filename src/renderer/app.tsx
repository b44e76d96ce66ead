import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { DesktopBridge } from '../shared/bridge';
import type { Group } from '../shared/users';
import { SessionProvider } from './lib/session/session-provider';
import type { SessionToken } from './lib/session/session-token';
import type { TeamChoice } from './lib/session/team-choice';
import type { Signal } from './lib/session/signal';
import { shortlistTheme } from './ui/theme/shortlist-theme';
import { usePrefersReducedMotion } from './ui/theme/reduced-motion';
import { ImpersonationDeepLinks } from './features/impersonation/routes';
import { InviteDeepLinks, InviteLandingPage } from './features/team-registration/routes';
import { ToastProvider } from './ui/toast';
import { SocialLoginResults } from './features/social-login/routes';
import { UpdateBanner } from './features/updates/routes';
import { LazySiteFooter } from './features/content/routes';
import { SiteFooterContext } from './ui/layout/site-footer-slot';
import { FullPageSpinner } from './ui/layout/full-page-status';
import { ExistingGroupPathContext } from './routing/group-pages';
import { GroupRoutes } from './routing/group-routes';
import { existingGroupPath } from './routing/route-table';
import { RootRedirect } from './routing/root-redirect';
import { ScrollToTop } from './routing/scroll-to-top';

const siteFooter = (group: Group) => <LazySiteFooter group={group} />;

export interface ShortlistAppProps {
  client: ApolloClient;
  platform: DesktopBridge;
  token: SessionToken;
  teamChoice: TeamChoice;
  unauthenticated: Signal;
}

/**
 * The providers in their order: data, routing, Shortlist's base theme and toasts, the
 * session (which needs all three). Each group re-themes its own pages in GroupRoutes.
 */
export function ShortlistApp({
  client,
  platform,
  token,
  teamChoice,
  unauthenticated,
}: ShortlistAppProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        {/* Motion is decided once here; the groups' themes below inherit it. */}
        <ConfigProvider
          theme={{ ...shortlistTheme, token: { ...shortlistTheme.token, motion: !reducedMotion } }}
        >
          <ToastProvider>
            <SessionProvider
              platform={platform}
              token={token}
              teamChoice={teamChoice}
              unauthenticated={unauthenticated}
            >
              <ScrollToTop />
              <ImpersonationDeepLinks platform={platform} />
              <InviteDeepLinks platform={platform} />
              {/* Desktop: main redeems social sign-ins and reports the outcome. */}
              <SocialLoginResults bridge={platform} />
              <UpdateBanner />
              <ExistingGroupPathContext value={existingGroupPath}>
                {/* ui's layouts end with the content feature's footer, handed in here. */}
                <SiteFooterContext value={siteFooter}>
                  <Suspense fallback={<FullPageSpinner />}>
                    <Routes>
                      <Route index element={<RootRedirect />} />
                      {/* An invitation link names no group: the landing finds the team's. */}
                      <Route path="invite/:token" element={<InviteLandingPage />} />
                      <Route path=":segment/*" element={<GroupRoutes />} />
                    </Routes>
                  </Suspense>
                </SiteFooterContext>
              </ExistingGroupPathContext>
            </SessionProvider>
          </ToastProvider>
        </ConfigProvider>
      </BrowserRouter>
    </ApolloProvider>
  );
}
