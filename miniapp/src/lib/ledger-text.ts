import type { LedgerKind } from '@cum/shared/contract/activity';
import { currentLanguage, t } from '../i18n/i18n';

/**
 * What a ledger entry says in the activity list and the bell. The server writes each entry's
 * description once, in English, with its details (a task's or video's title, a score); English keeps it.
 * Other languages name the entry by its kind from the catalog (`ledger-kind-<kind>`), so a Russian user
 * never reads an English line among Russian ones.
 */
export function ledgerEntryText(entry: { kind: LedgerKind; description: string }): string {
  if (currentLanguage() === 'en') return entry.description;
  return t(`ledger-kind-${entry.kind.replaceAll('_', '-')}`);
}
