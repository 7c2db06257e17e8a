import type { contract } from '@cum/shared/contract';
import type { Response } from '@cum/shared/contract/route';
import { PERIODIC_REWARD_PER_LEVEL } from '@cum/shared/domain/rewards';
import { UPGRADE_CATALOGUE } from '@cum/shared/domain/upgrades';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { setCachedBalance } from '../../lib/balance-cache';
import { TASK_BONUS_PERCENT } from '../../lib/economy-figures';
import { formatCum } from '../../lib/format';
import { currentUserQuery } from '../../lib/session';
import { upgradeReason, upgradeText, upgradeTitle } from '../../lib/shop-texts';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { PurchaseSheet } from '../../ui/purchase-sheet';
import { upgradesListQuery, useBuyUpgrade } from './queries';
import '../../ui/shop.css';
import './upgrades.css';
import { LoadError } from '../../ui/load-error';

type Upgrade = Response<typeof contract.upgrades.list>['upgrades'][number];

function UpgradeCell({
  upgrade,
  balance,
  busy,
  onBuy,
}: {
  upgrade: Upgrade;
  balance: number | undefined;
  busy: boolean;
  onBuy: () => void;
}) {
  const t = useT();
  const state = upgrade.owned ? 'owned' : upgrade.unlocked ? null : 'locked';
  const title = upgradeTitle(upgrade);
  return (
    <Cell
      Component="div"
      multiline
      data-testid={`upgrade-${upgrade.id}`}
      subtitle={upgradeText(upgrade)}
      description={
        <>
          <span className="shop-line">
            {t('shop-amount', { amount: formatCum(upgrade.cost) })} · {levelLine(upgrade, t)}
          </span>
          {!upgrade.owned && upgrade.reason ? (
            <span className="shop-line shop-line--reason">
              {upgradeReason(upgrade, balance, upgrade.reason)}
            </span>
          ) : null}
        </>
      }
      after={
        state ? (
          <span className={`shop-state shop-state--${state}`}>
            {t(state === 'owned' ? 'shop-owned' : 'upgrades-locked')}
          </span>
        ) : (
          <Button
            size="s"
            disabled={!upgrade.canBuy || busy}
            onClick={onBuy}
            aria-label={t('shop-buy-item', { title })}
          >
            {t('shop-buy')}
          </Button>
        )
      }
    >
      {title}
    </Cell>
  );
}

/**
 * Upgrades (docs/product.md#upgrades-and-store): a stats card, the four upgrades with Buy, and a balance
 * card.
 */
export function UpgradesScreen() {
  const t = useT();
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
        title={t('upgrades-load-failed')}
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
      <Section header={t('upgrades-your-stats')} aria-label={t('upgrades-your-stats')}>
        <Cell Component="div" after={t('upgrades-level', { level })}>
          {t('upgrades-reward-level')}
        </Cell>
        <Cell
          Component="div"
          after={t('shop-amount', { amount: formatCum(PERIODIC_REWARD_PER_LEVEL * level) })}
        >
          {t('upgrades-reward-per-claim')}
        </Cell>
        <Cell
          Component="div"
          after={
            perks?.taskBonus
              ? t('upgrades-active-bonus', { percent: TASK_BONUS_PERCENT })
              : t('upgrades-not-owned')
          }
        >
          {t('upgrades-task-bonus')}
        </Cell>
        <Cell Component="div" after={t(perks?.premiumAccess ? 'upgrades-active' : 'upgrades-not-owned')}>
          {t('upgrades-premium')}
        </Cell>
      </Section>
      <Section header={t('upgrades-title')} aria-label={t('upgrades-title')}>
        {loading
          ? [0, 1, 2, 3].map((i) => (
              <Skeleton key={i} visible>
                <Cell
                  Component="div"
                  multiline
                  subtitle={t('upgrades-loading')}
                  description={t('shop-amount', { amount: formatCum(0) })}
                >
                  {t('upgrades-upgrade')}
                </Cell>
              </Skeleton>
            ))
          : upgrades.data.upgrades.map((u) => (
              <UpgradeCell
                key={u.id}
                upgrade={u}
                balance={upgrades.data.cumBalance}
                busy={buy.isPending}
                onBuy={() => setSelected(u)}
              />
            ))}
      </Section>
      <Section header={t('shop-balance')} aria-label={t('shop-balance')}>
        <Cell
          Component="div"
          after={<strong className="shop-balance">{t('shop-amount', { amount: formatCum(balance) })}</strong>}
        >
          {t('shop-your-balance')}
        </Cell>
      </Section>
      <PurchaseSheet
        item={
          selected
            ? { title: upgradeTitle(selected), price: selected.cost, effect: upgradeText(selected) }
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

/**
 * The card's level line. A multiplier names the reward level it sets (x2 sets 2, x3 sets 3), so the two
 * cards no longer both read "Level 1 of 5"; other upgrades are bought once.
 */
function levelLine(upgrade: Upgrade, t: ReturnType<typeof useT>): string {
  const sets = UPGRADE_CATALOGUE.find((u) => u.id === upgrade.id)?.setsLevel ?? null;
  if (sets !== null) {
    return t('upgrades-sets-level', { level: sets, max: upgrade.maxLevel, current: upgrade.currentLevel });
  }
  return upgrade.maxLevel > 1
    ? t('upgrades-level-of', { level: upgrade.currentLevel, max: upgrade.maxLevel })
    : t('upgrades-one-time');
}
