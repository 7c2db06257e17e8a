import { Button, Cell, Modal, Section } from '@telegram-apps/telegram-ui';
import { useT } from '../i18n/use-t';
import { formatCum } from '../lib/format';
import { useMainButton } from '../lib/telegram-buttons';

export interface PurchaseSheetProps {
  /** What is being bought; null closes the sheet. */
  item: { title: string; price: number; effect: string } | null;
  balance: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation sheet before a purchase: what it costs, what it does, the balance after. Inside
 * Telegram, Buy is Telegram's MainButton alone (with its progress while the purchase is in flight).
 */
export function PurchaseSheet({ item, balance, pending, onConfirm, onClose }: PurchaseSheetProps) {
  const t = useT();
  const buyFor = t('purchase-buy-for', { amount: formatCum(item?.price ?? 0) });
  const native = useMainButton({ text: buyFor, active: item !== null, loading: pending, onClick: onConfirm });
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      dismissible={!pending}
      // telegram-ui prints the header's text only on iOS: the title is in the body for every platform.
      header={<Modal.Header />}
      aria-labelledby="purchase-sheet-title"
      className="earn-screen"
    >
      {item ? (
        <div className="purchase-sheet">
          <h2 id="purchase-sheet-title" className="purchase-sheet__title">
            {t('purchase-title')}
          </h2>
          <Section>
            <Cell Component="div" multiline subtitle={item.effect}>
              {item.title}
            </Cell>
            <Cell
              Component="div"
              after={<strong>{t('shop-amount', { amount: formatCum(item.price) })}</strong>}
            >
              {t('purchase-price')}
            </Cell>
            <Cell
              Component="div"
              after={t('shop-amount', { amount: formatCum(Math.max(0, balance - item.price)) })}
            >
              {t('purchase-balance-after')}
            </Cell>
          </Section>
          <div className="purchase-sheet__actions">
            {native ? null : (
              <Button size="l" stretched disabled={pending} onClick={onConfirm}>
                {pending ? t('purchase-buying') : buyFor}
              </Button>
            )}
            <Button size="l" stretched mode="plain" disabled={pending} onClick={onClose}>
              {t('purchase-cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
