import type { contract } from '@cum/shared/contract';
import type { Response } from '@cum/shared/contract/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { currentUserQuery } from '../../lib/session';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { PurchaseSheet } from '../../ui/purchase-sheet';
import { upgradesListQuery, useBuyUpgrade } from './queries';
import '../../ui/shop.css';
import './upgrades.css';
import { LoadError } from '../../ui/load-error';

type Upgrade = Response<typeof contract.upgrades.list>['upgrades'][number];

/** docs/product.md#economy-server-rules: the periodic reward is 25 $CUM per reward level. */
const REWARD_PER_LEVEL = 25;

function UpgradeCell({ upgrade, busy, onBuy }: { upgrade: Upgrade; busy: boolean; onBuy: () => void }) {
  const state = upgrade.owned ? 'Owned' : upgrade.unlocked ? null : 'Locked';
  return (
    <Cell
      Component="div"
      multiline
      data-testid={`upgrade-${upgrade.id}`}
      subtitle={upgrade.description}
      description={
        <>
          <span className="shop-line">
            {formatCum(upgrade.cost)} $CUM ·{' '}
            {upgrade.maxLevel > 1 ? `Level ${upgrade.currentLevel} of ${upgrade.maxLevel}` : 'One-time'}
          </span>
          {!upgrade.owned && upgrade.reason ? (
            <span className="shop-line shop-line--reason">{upgrade.reason}</span>
          ) : null}
        </>
      }
      after={
        state ? (
          <span className={`shop-state shop-state--${state.toLowerCase()}`}>
            {state === 'Owned' ? '✓ Owned' : state}
          </span>
        ) : (
          <Button
            size="s"
            disabled={!upgrade.canBuy || busy}
            onClick={onBuy}
            aria-label={`Buy ${upgrade.title}`}
          >
            Buy
          </Button>
        )
      }
    >
      {upgrade.title}
    </Cell>
  );
}

/**
 * Upgrades (docs/product.md#upgrades-and-store): a stats card, the four upgrades with Buy, and a balance
 * card.
 */
export function UpgradesScreen() {
  const upgrades = useQuery(upgradesListQuery);
  const queryClient = useQueryClient();
  // The list answers the balance it judged affordability by: the header shows the same figure.
  const listedBalance = upgrades.data?.cumBalance;
  useEffect(() => {
    if (listedBalance !== undefined) setCachedBalance(queryClient, listedBalance);
  }, [listedBalance, queryClient]);
  const user = useQuery(currentUserQuery).data;
  const [selected, setSelected] = useState<Upgrade | null>(null);
  const buy = useBuyUpgrade(() => setSelected(null));
  useClosingConfirmation(buy.isPending);

  if (upgrades.isError) {
    return (
      <LoadError
        title="Could not load upgrades"
        error={upgrades.error}
        onRetry={() => void upgrades.refetch()}
      />
    );
  }
  const balance = user?.cumBalance ?? upgrades.data?.cumBalance ?? 0;
  const level = user?.rewardUpgradeLevel ?? 1;
  const perks = user?.perks;
  const loading = upgrades.isPending;

  return (
    <List className="shop-screen earn-screen">
      <Section header="Your stats" aria-label="Your stats">
        <Cell Component="div" after={`Level ${level}`}>
          Reward Level
        </Cell>
        <Cell Component="div" after={`${formatCum(REWARD_PER_LEVEL * level)} $CUM`}>
          Reward per claim
        </Cell>
        <Cell Component="div" after={perks?.taskBonus ? 'Active (+25%)' : 'Not owned'}>
          Task Bonus
        </Cell>
        <Cell Component="div" after={perks?.premiumAccess ? 'Active' : 'Not owned'}>
          Premium Access
        </Cell>
      </Section>
      <Section header="Upgrades" aria-label="Upgrades">
        {loading
          ? [0, 1, 2, 3].map((i) => (
              <Skeleton key={i} visible>
                <Cell Component="div" multiline subtitle="Loading the upgrade" description="1,000 $CUM">
                  Upgrade
                </Cell>
              </Skeleton>
            ))
          : upgrades.data.upgrades.map((u) => (
              <UpgradeCell key={u.id} upgrade={u} busy={buy.isPending} onBuy={() => setSelected(u)} />
            ))}
      </Section>
      <Section header="Balance" aria-label="Balance">
        <Cell Component="div" after={<strong className="shop-balance">{formatCum(balance)} $CUM</strong>}>
          Your Balance
        </Cell>
      </Section>
      <PurchaseSheet
        item={selected ? { title: selected.title, price: selected.cost, effect: selected.description } : null}
        balance={balance}
        pending={buy.isPending}
        onConfirm={() => selected && buy.run(selected.id)}
        onClose={() => setSelected(null)}
      />
    </List>
  );
}
