import type { contract } from '@cum/shared/contract';
import type { Response } from '@cum/shared/contract/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Cell, List, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date';
import { currentUserQuery } from '../../lib/session';
import { shortOfText, storeItemText, storeItemTitle } from '../../lib/shop-texts';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { LoadError } from '../../ui/load-error';
import { PurchaseSheet } from '../../ui/purchase-sheet';
import { storeListQuery, useBuyStoreItem } from './queries';
import '../../ui/shop.css';
import './store.css';

type StoreItem = Response<typeof contract.store.list>['items'][number];

function itemState(item: StoreItem): { label: string; tone: string } | null {
  if (!item.available) return { label: 'store-soon', tone: 'soon' };
  if (item.owned && !item.activeUntil) return { label: 'shop-owned', tone: 'owned' };
  return null;
}

function StoreItemCell({
  item,
  balance,
  busy,
  onBuy,
}: {
  item: StoreItem;
  balance: number | undefined;
  busy: boolean;
  onBuy: () => void;
}) {
  const t = useT();
  const state = itemState(item);
  const title = storeItemTitle(item);
  // Timed items extend when bought again; the server says so by leaving canBuy on.
  const note = !item.available
    ? t('store-coming-soon')
    : item.activeUntil
      ? t('store-active-until', { date: formatDateTime(item.activeUntil) })
      : !item.owned && item.reason
        ? shortOfText(title, item.price, balance, item.reason)
        : null;
  return (
    <Cell
      Component="div"
      multiline
      data-testid={`store-${item.id}`}
      subtitle={storeItemText(item)}
      description={
        <>
          <span className="shop-line">
            {t('shop-amount', { amount: formatCum(item.price) })} · {t(`store-type-${item.type}`)}
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
          <span className={`shop-state shop-state--${state.tone}`}>{t(state.label)}</span>
        ) : (
          <Button
            size="s"
            disabled={!item.canBuy || busy}
            onClick={onBuy}
            aria-label={t('shop-buy-item', { title })}
          >
            {t(item.activeUntil ? 'store-extend' : 'shop-buy')}
          </Button>
        )
      }
    >
      {title}
    </Cell>
  );
}

/**
 * Store (docs/product.md#upgrades-and-store): a balance card, the four items with Buy, and a coming-soon
 * card.
 */
export function StoreScreen() {
  const t = useT();
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
      <LoadError title={t('store-load-failed')} error={store.error} onRetry={() => void store.refetch()} />
    );
  }
  const balance = user?.cumBalance ?? store.data?.cumBalance ?? 0;

  return (
    <List className="shop-screen earn-screen">
      <Section header={t('shop-balance')} aria-label={t('shop-balance')}>
        <Cell
          Component="div"
          after={<strong className="shop-balance">{t('shop-amount', { amount: formatCum(balance) })}</strong>}
        >
          {t('shop-your-balance')}
        </Cell>
      </Section>
      <Section header={t('store-items')} aria-label={t('store-items')}>
        {store.isPending
          ? [0, 1, 2, 3].map((i) => (
              <Skeleton key={i} visible>
                <Cell
                  Component="div"
                  multiline
                  subtitle={t('store-loading-item')}
                  description={t('shop-amount', { amount: formatCum(0) })}
                >
                  {t('store-item')}
                </Cell>
              </Skeleton>
            ))
          : store.data.items.map((item) => (
              <StoreItemCell
                key={item.id}
                item={item}
                balance={store.data.cumBalance}
                busy={buy.isPending}
                onBuy={() => setSelected(item)}
              />
            ))}
      </Section>
      <Section aria-label={t('store-coming-soon-aria')}>
        <Placeholder
          className="shop-soon"
          header={t('store-more-soon')}
          description={t('store-more-soon-text')}
        />
      </Section>
      <PurchaseSheet
        item={
          selected
            ? { title: storeItemTitle(selected), price: selected.price, effect: storeItemText(selected) }
            : null
        }
        balance={balance}
        pending={buy.isPending}
        onConfirm={() => selected && buy.run(selected.id)}
        onClose={() => setSelected(null)}
      />
    </List>
  );
}
