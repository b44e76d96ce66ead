import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import type { UpdateStatus } from '../../../shared/bridge';
import { getPlatform } from '../../platform/get-platform';
import { bannerFor } from './banner-for';

/**
 * The updater's status from main: the current one, then every change. An event that arrives
 * before the first answer wins over it (the answer may predate the event).
 */
export function useUpdateStatus(): UpdateStatus {
  const [status, setStatus] = useState<UpdateStatus>({ state: 'idle' });
  useEffect(() => {
    const updates = getPlatform().updates;
    let heard = false;
    let active = true;
    const unsubscribe = updates.onStatus((next) => {
      heard = true;
      setStatus(next);
    });
    updates.getStatus().then(
      (current) => {
        if (active && !heard) setStatus(current);
      },
      () => {},
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return status;
}

/**
 * `Update ready` with the version and `Restart now`, once the desktop app has downloaded an
 * update; nothing otherwise (and always nothing in a browser). Install waits for this button,
 * or happens when the user quits.
 */
export function UpdateBanner() {
  const status = useUpdateStatus();
  const [restarting, setRestarting] = useState(false);
  const content = bannerFor(status);
  if (!content) return null;

  const restart = () => {
    setRestarting(true);
    // On success the app quits; a failure arrives as a new status, which hides the banner.
    getPlatform()
      .updates.restartNow()
      .catch(() => setRestarting(false));
  };

  return (
    <Alert
      banner
      type="info"
      data-testid="update-banner"
      title={
        <span>
          <strong>{content.title}</strong> {content.detail}
        </span>
      }
      action={
        <Button size="small" type="primary" loading={restarting} onClick={restart}>
          {content.action}
        </Button>
      }
    />
  );
}
