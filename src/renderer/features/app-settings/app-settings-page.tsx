import { Button, Card, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import type {
  ApiSetting,
  AppConfig,
  SessionPersistence,
  UpdateStatus,
} from '../../../shared/bridge';
import { messages } from '../../../shared/messages';
import { useToast } from '../../ui/toast';
import { getPlatform } from '../../platform/get-platform';
import { useUpdateStatus } from '../updates';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { ServerSettingForm } from './server-setting-form';
import './app-settings-page.css';

const text = messages.appSettings;

/** Success toasts stay 4 seconds (brief, section 9). */
const SUCCESS_TOAST_SECONDS = 4;

interface Loaded {
  config: AppConfig;
  api: ApiSetting;
  persistence: SessionPersistence;
}

export function persistenceText(persistence: SessionPersistence): string {
  if (!persistence.persistent) return persistence.reason;
  return persistence.backend === 'keychain' ? text.keychain : text.safeStorage;
}

/** The updater's progress in a line; `ready` has its banner, and `idle` says nothing. */
export function updateText(status: UpdateStatus): string | null {
  switch (status.state) {
    case 'checking':
      return messages.updates.checking;
    case 'downloading':
      return messages.updates.downloading(status.percent);
    case 'error':
      return status.message;
    default:
      return null;
  }
}

/**
 * `/{group}/app-settings`, in the desktop app: which API this install talks to (the built-in
 * server or a remote one; main checks the address and it applies at the next start), where the
 * session is kept and why not when it lasts only until quit (docs/security.md K2), the version and any
 * update in progress. Open signed in or out, so a remote server can be chosen before logging in.
 */
export function AppSettingsPage() {
  const { token } = theme.useToken();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const update = useUpdateStatus();
  const [checkAnswer, setCheckAnswer] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    document.title = `${text.title} · ${messages.brand.name}`;
    const platform = getPlatform();
    let live = true;
    void Promise.all([
      platform.app.getConfig(),
      platform.settings.getApi(),
      platform.session.getPersistence(),
    ]).then(([config, api, persistence]) => {
      if (!live) return;
      setLoaded({ config, api, persistence });
    });
    return () => {
      live = false;
    };
  }, []);

  async function checkForUpdates() {
    setChecking(true);
    setCheckAnswer(null);
    try {
      setCheckAnswer(await getPlatform().updates.checkNow());
    } catch {
      setCheckAnswer(messages.updates.checkFailed);
    } finally {
      setChecking(false);
    }
  }

  async function save(setting: ApiSetting): Promise<FormOutcome | null> {
    try {
      const result = await getPlatform().settings.setApi(setting);
      if (!result.ok) return { message: result.error };
      setLoaded((current) => current && { ...current, api: setting });
      void toast.success(text.saved, SUCCESS_TOAST_SECONDS);
      return null;
    } catch {
      return { message: messages.common.somethingWentWrong };
    }
  }

  const cardStyle = { boxShadow: token.boxShadowTertiary };
  if (!loaded) {
    return (
      <div className="app-settings" role="status" aria-label={messages.common.loading}>
        <Card variant="borderless" style={cardStyle}>
          <Skeleton active />
        </Card>
      </div>
    );
  }
  const { config, persistence } = loaded;
  // Progress (checking, downloading, a failure) wins over what the last manual check found.
  const updateLine = updateText(update) ?? checkAnswer;

  return (
    <div className="app-settings">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {text.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 15 }}>
          {text.intro}
        </Typography.Paragraph>
      </div>

      <Card variant="borderless" style={cardStyle} title={text.serverTitle}>
        <ServerSettingForm
          saved={loaded.api}
          inUse={config.mode === 'remote' ? text.inUseRemote(config.apiUrl) : text.inUseEmbedded}
          onSubmit={save}
        />
      </Card>

      <Card variant="borderless" style={cardStyle} title={text.sessionTitle}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {persistenceText(persistence)}
        </Typography.Paragraph>
      </Card>

      <Card
        variant="borderless"
        style={cardStyle}
        title={text.versionTitle}
        extra={
          <Button onClick={() => void checkForUpdates()} loading={checking}>
            {text.checkForUpdates}
          </Button>
        }
      >
        <Typography.Paragraph style={{ margin: 0 }}>
          {text.version(config.version)}
        </Typography.Paragraph>
        {updateLine && (
          <Typography.Paragraph type="secondary" role="status" style={{ margin: '8px 0 0' }}>
            {updateLine}
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
