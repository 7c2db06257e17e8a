import { Button, Cell, Modal, Section } from '@telegram-apps/telegram-ui';
import { formatCum } from '../lib/format';

export interface PurchaseSheetProps {
  /** What is being bought; null closes the sheet. */
  item: { title: string; price: number; effect: string } | null;
  balance: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation sheet before a purchase: what it costs, what it does, the balance after. */
export function PurchaseSheet({ item, balance, pending, onConfirm, onClose }: PurchaseSheetProps) {
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
            Confirm purchase
          </h2>
          <Section>
            <Cell Component="div" multiline subtitle={item.effect}>
              {item.title}
            </Cell>
            <Cell Component="div" after={<strong>{formatCum(item.price)} $CUM</strong>}>
              Price
            </Cell>
            <Cell Component="div" after={`${formatCum(Math.max(0, balance - item.price))} $CUM`}>
              Balance after
            </Cell>
          </Section>
          <div className="purchase-sheet__actions">
            <Button size="l" stretched disabled={pending} onClick={onConfirm}>
              {pending ? 'Buying...' : `Buy for ${formatCum(item.price)} $CUM`}
            </Button>
            <Button size="l" stretched mode="plain" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
