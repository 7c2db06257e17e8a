import { ledgerKinds } from '@cum/shared/contract/activity';
import { LANGUAGES } from '@cum/shared/domain/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { ledgerEntryText } from '../../src/lib/ledger-text';

describe('ledger entry texts', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("keeps the server's English description in English", () => {
    expect(ledgerEntryText({ kind: 'task_reward', description: 'Completed task: Daily check-in' })).toBe(
      'Completed task: Daily check-in',
    );
  });

  it('names every kind in every other language, never with English or a missing key', async () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await setLanguage(language);
      for (const kind of ledgerKinds) {
        const text = ledgerEntryText({ kind, description: 'Completed task: Daily check-in' });
        expect(text, `${language} ${kind}`).not.toMatch(/^ledger-kind-|Completed task/);
        expect(text.length, `${language} ${kind}`).toBeGreaterThan(3);
      }
    }
    await setLanguage('ru');
    expect(ledgerEntryText({ kind: 'video_watch', description: 'Watched "Intro" for 12 s' })).toBe(
      'Просмотр видео',
    );
  });
});
