import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../shared/bridge';
import { bannerFor } from './banner-for';

describe('bannerFor', () => {
  it('shows Update ready with the version and Restart now once an update is downloaded', () => {
    expect(bannerFor({ state: 'ready', version: '1.4.0' })).toEqual({
      title: 'Update ready',
      detail:
        'Shortlist 1.4.0 has been downloaded. Restart to use it now, or it installs when you quit.',
      action: 'Restart now',
    });
  });

  const quiet: UpdateStatus[] = [
    { state: 'idle' },
    { state: 'checking' },
    { state: 'downloading', percent: 42 },
    { state: 'error', message: 'Shortlist could not check for updates. Please try again later.' },
  ];
  for (const status of quiet) {
    it(`shows nothing while ${status.state}`, () => {
      expect(bannerFor(status)).toBeNull();
    });
  }
});
