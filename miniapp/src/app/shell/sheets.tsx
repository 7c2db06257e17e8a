import { useQuery } from '@tanstack/react-query';
import { Cell, List, Modal, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date';
import { ledgerEntryText } from '../../lib/ledger-text';
import { Icon, type IconName } from '../../ui/icons';
import { latestActivityQuery } from './queries';

/**
 * The shell's bottom sheets, in their own chunk: the sheet component and the date formatting are
 * fetched on the first tap, not before the first screen (the /app bundle budget).
 */
interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface MoreItem {
  label: string;
  icon: IconName;
  to: string;
}

export function MoreSheet({
  items,
  current,
  onSelect,
  ...sheet
}: SheetProps & { items: MoreItem[]; current: string; onSelect: (to: string) => void }) {
  const t = useT();
  return (
    <Modal {...sheet} aria-label={t('nav-more')} header={<Modal.Header />}>
      {/* telegram-ui prints a header title on iOS only; this one shows on every platform. */}
      <h2 className="sheet-title">{t('nav-more')}</h2>
      <List className="sheet-list">
        <Section>
          {items.map((item) => (
            <Cell
              key={item.label}
              Component="button"
              type="button"
              className="sheet-list__button"
              // The kit renders the title as a heading, which gives a button no name.
              aria-label={item.label}
              before={<Icon name={item.icon} />}
              onClick={() => onSelect(item.to)}
              aria-current={current === item.to ? 'page' : undefined}
            >
              {item.label}
            </Cell>
          ))}
        </Section>
      </List>
    </Modal>
  );
}

export function BellSheet(sheet: SheetProps) {
  const activity = useQuery(latestActivityQuery);
  const entries = activity.data?.entries ?? [];
  const t = useT();
  return (
    <Modal {...sheet} aria-label={t('bell-title')} header={<Modal.Header />}>
      <h2 className="sheet-title">{t('bell-title')}</h2>
      <List className="sheet-list">
        {activity.isPending ? (
          <Section>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} visible>
                <Cell subtitle={t('bell-loading')}>{t('bell-loading-activity')}</Cell>
              </Skeleton>
            ))}
          </Section>
        ) : entries.length === 0 ? (
          <Placeholder header={t('bell-empty')} description={t('bell-empty-hint')} />
        ) : (
          <Section header={t('bell-latest')}>
            {entries.map((entry) => (
              <Cell
                key={entry.id}
                multiline
                subtitle={formatDateTime(entry.createdAt)}
                after={
                  <span className={entry.amount >= 0 ? 'amount amount--plus' : 'amount amount--minus'}>
                    {entry.amount >= 0 ? '+' : '−'}
                    {formatCum(Math.abs(entry.amount))}
                  </span>
                }
              >
                {ledgerEntryText(entry)}
              </Cell>
            ))}
          </Section>
        )}
      </List>
    </Modal>
  );
}
