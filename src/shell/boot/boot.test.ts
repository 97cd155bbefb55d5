import { describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../../kernel/testing/status';
import { boot, type BootSteps } from './boot';

function recordingSteps(over: Partial<BootSteps> = {}) {
  const calls: string[] = [];
  const status = makeStatus();
  const steps: BootSteps = {
    readSavedLanguage: () => {
      calls.push('language');
      return null;
    },
    loadStatus: async () => {
      calls.push('status');
      return { status, fromCache: true };
    },
    refreshStatus: async () => {
      calls.push('refresh');
      return status;
    },
    registerRemotes: () => void calls.push('remotes'),
    activateLanguage: async (code) => void calls.push(`activate:${code}`),
    applyTheme: async () => void calls.push('theme'),
    ...over,
  };
  return { calls, steps };
}

describe('boot order (spec §4)', () => {
  it('reads the saved language, then loads status, then activates; a cached status is refreshed', async () => {
    const { calls, steps } = recordingSteps();
    await boot(steps);
    expect(calls).toEqual(['language', 'status', 'remotes', 'activate:km', 'theme', 'refresh']);
  });

  it('the saved language wins over the brand default; a fresh status is not refetched', async () => {
    const { calls, steps } = recordingSteps({
      readSavedLanguage: () => 'zh',
      loadStatus: async () => ({ status: makeStatus(), fromCache: false }),
    });
    await boot(steps);
    expect(calls).toContain('activate:zh');
    expect(calls).not.toContain('refresh');
  });

  it("a saved language the brand does not offer gives way to the brand's default", async () => {
    const status = makeStatus();
    status.info.site.languages = ['km', 'zh', 'en'];
    const { calls, steps } = recordingSteps({ readSavedLanguage: () => 'ru', loadStatus: async () => ({ status, fromCache: false }) });
    await boot(steps);
    expect(calls).toContain(`activate:${status.info.site.defaultLanguage}`);
    expect(calls).not.toContain('activate:ru');
  });

  it('does not resolve (render) before the status is loaded, and fails when it cannot load', async () => {
    const { steps } = recordingSteps({ loadStatus: () => Promise.reject(new Error('offline')) });
    const activate = vi.spyOn(steps, 'activateLanguage');
    await expect(boot(steps)).rejects.toThrow('offline');
    expect(activate).not.toHaveBeenCalled();
  });
});
