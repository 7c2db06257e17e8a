import type { contract } from '@cum/shared/contract';
import type { Response } from '@cum/shared/contract/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Cell, List, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date';
import { currentUserQuery } from '../../lib/session';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { LoadError } from '../../ui/load-error';
import { PurchaseSheet } from '../../ui/purchase-sheet';
import { storeListQuery, useBuyStoreItem } from './queries';
import '../../ui/shop.css';
import './store.css';

type StoreItem = Response<typeof contract.store.list>['items'][number];

const typeLabels: Record<StoreItem['type'], string> = {
  cosmetic: 'Cosmetic',
  access: 'Access',
  booster: 'Booster',
};

function itemState(item: StoreItem): { label: string; tone: string } | null {
  if (!item.available) return { label: 'Soon', tone: 'soon' };
  if (item.owned && !item.activeUntil) return { label: 'Owned', tone: 'owned' };
  return null;
}

function StoreItemCell({ item, busy, onBuy }: { item: StoreItem; busy: boolean; onBuy: () => void }) {
  const state = itemState(item);
  // Timed items extend when bought again; the server says so by leaving canBuy on.
  const note = !item.available
    ? 'Coming soon'
    : item.activeUntil
      ? `Active until ${formatDateTime(item.activeUntil)}`
      : !item.owned
        ? item.reason
        : null;
  return (
    <Cell
      Component="div"
      multiline
      data-testid={`store-${item.id}`}
      subtitle={item.description}
      description={
        <>
          <span className="shop-line">
            {formatCum(item.price)} $CUM · {typeLabels[item.type]}
          </span>
          {note ? (
            <span className={`shop-line ${item.activeUntil ? 'shop-line--active' : 'shop-line--reason'}`}>
              {note}
            </span>
          ) : null}
        </>
      }
      after={
        state ? (
          <span className={`shop-state shop-state--${state.tone}`}>
            {state.tone === 'owned' ? '✓ Owned' : state.label}
          </span>
        ) : (
          <Button size="s" disabled={!item.canBuy || busy} onClick={onBuy} aria-label={`Buy ${item.title}`}>
            {item.activeUntil ? 'Extend' : 'Buy'}
          </Button>
        )
      }
    >
      {item.title}
    </Cell>
  );
}

/**
 * Store (docs/product.md#upgrades-and-store): a balance card, the four items with Buy, and a coming-soon
 * card.
 */
export function StoreScreen() {
  const store = useQuery(storeListQuery);
  const queryClient = useQueryClient();
  // The list answers the balance it judged affordability by: the header shows the same figure.
  const listedBalance = store.data?.cumBalance;
  useEffect(() => {
    if (listedBalance !== undefined) setCachedBalance(queryClient, listedBalance);
  }, [listedBalance, queryClient]);
  const user = useQuery(currentUserQuery).data;
  const [selected, setSelected] = useState<StoreItem | null>(null);
  const buy = useBuyStoreItem(() => setSelected(null));
  useClosingConfirmation(buy.isPending);

  if (store.isError) {
    return (
      <LoadError title="Could not load the store" error={store.error} onRetry={() => void store.refetch()} />
    );
  }
  const balance = user?.cumBalance ?? store.data?.cumBalance ?? 0;

  return (
    <List className="shop-screen earn-screen">
      <Section header="Balance" aria-label="Balance">
        <Cell Component="div" after={<strong className="shop-balance">{formatCum(balance)} $CUM</strong>}>
          Your Balance
        </Cell>
      </Section>
      <Section header="Items" aria-label="Items">
        {store.isPending
          ? [0, 1, 2, 3].map((i) => (
              <Skeleton key={i} visible>
                <Cell Component="div" multiline subtitle="Loading the item" description="500 $CUM">
                  Item
                </Cell>
              </Skeleton>
            ))
          : store.data.items.map((item) => (
              <StoreItemCell key={item.id} item={item} busy={buy.isPending} onBuy={() => setSelected(item)} />
            ))}
      </Section>
      <Section aria-label="Coming soon">
        <Placeholder
          className="shop-soon"
          header="More items coming soon"
          description="New cosmetics, boosters and passes are on their way. Keep earning $CUM!"
        />
      </Section>
      <PurchaseSheet
        item={
          selected ? { title: selected.title, price: selected.price, effect: selected.description } : null
        }
        balance={balance}
        pending={buy.isPending}
        onConfirm={() => selected && buy.run(selected.id)}
        onClose={() => setSelected(null)}
      />
    </List>
  );
}
