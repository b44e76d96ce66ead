import { SettingsService, SETTINGS, SETTING_KEYS, isSettingKey } from '../../platform/settings';
import { formatTable } from '../table';
import type { AdminCommand } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';

const USAGE = 'settings [get <key> | set <key> <json>]';

/**
 * `admin settings` lists every setting with its value; `get <key>` prints one value as
 * JSON; `set <key> <json>` stores one after checking it suits the setting.
 */
export const settings: AdminCommand = {
  summary: 'List the settings, or get or set one (value as JSON, e.g. true)',
  usage: '[get <key> | set <key> <json>]',
  run: async ({ db, print }, args) => {
    const service = new SettingsService(db);
    const [action, key, json, ...extra] = args;

    if (action === undefined) {
      const rows = await Promise.all(
        SETTING_KEYS.map(async (name) => [
          name,
          JSON.stringify(await service.get(name)),
          (await service.isStored(name)) ? 'set' : 'default',
          SETTINGS[name].description,
        ]),
      );
      print(formatTable(['key', 'value', 'source', 'description'], rows));
      return 0;
    }
    const expectedArgs = action === 'get' ? 2 : action === 'set' ? 3 : -1;
    if (args.length !== expectedArgs || key === undefined || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    if (!isSettingKey(key)) {
      print(`No setting named ${key}. Settings: ${SETTING_KEYS.join(', ')}.`);
      return NOT_FOUND;
    }
    if (action === 'get') {
      print(JSON.stringify(await service.get(key)));
      return 0;
    }

    let value: unknown;
    try {
      value = JSON.parse(json ?? '');
    } catch {
      print(`${String(json)} is not JSON (e.g. true, 5, "text").`);
      return USAGE_ERROR;
    }
    if (!SETTINGS[key].isValid(value)) {
      print(
        `${JSON.stringify(value)} is not a valid value for ${key} (default ${JSON.stringify(SETTINGS[key].defaultValue)}).`,
      );
      return USAGE_ERROR;
    }
    const before = await service.get(key);
    await service.set(key, value);
    print(`${key}: ${JSON.stringify(before)} → ${JSON.stringify(value)}.`);
    return 0;
  },
};
