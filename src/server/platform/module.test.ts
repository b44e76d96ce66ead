import { describe, expect, it } from 'vitest';
import { buildServices, type Platform, type ServerModule } from './module';

// Services is filled by declaration merging; these tests use throwaway names.
type Loose = Record<string, unknown>;
const platform = {} as Platform;

function moduleWith(services: Record<string, (platform: Platform, all: Loose) => unknown>) {
  return { services } as unknown as ServerModule;
}

describe('buildServices', () => {
  it("builds each module's services once, whatever order the modules come in", () => {
    const built: string[] = [];
    const consumer = moduleWith({
      report: (_platform, all) => {
        const store = String(all['store']);
        built.push('report');
        return `report of ${store}`;
      },
    });
    const provider = moduleWith({
      store: () => {
        built.push('store');
        return 'the store';
      },
    });
    const services = buildServices([consumer, provider], platform) as unknown as Loose;
    expect(services['report']).toBe('report of the store');
    expect(services['report']).toBe('report of the store');
    expect(built).toEqual(['store', 'report']);
  });

  it('refuses two modules building one service, and services needing each other', () => {
    const one = moduleWith({ store: () => 1 });
    expect(() => buildServices([one, one], platform)).toThrow(
      'Two modules build the service store.',
    );
    const cycle = moduleWith({
      a: (_platform, all) => all['b'],
      b: (_platform, all) => all['a'],
    });
    expect(() => buildServices([cycle], platform)).toThrow('Services depend on each other');
  });
});
