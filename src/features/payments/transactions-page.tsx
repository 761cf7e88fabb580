import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { use, useCallback, useEffect, useState } from 'react';
import { ListEnd } from '../../components/list-end';
import { PageFrame } from '../../components/page-frame';
import { useLoadMore } from '../../components/use-load-more';
import { loadTransactionsAtom, transactionsAtom } from '../../atoms/payments';
import { LoadStatus } from './load-status';
import { PaymentDetail } from './payment-detail';
import { PaymentRowView, SpendRow } from './transaction-rows';
import { paymentTextsReady } from './payment-texts-ready';
import './payments.css';

/** /transactions/{id?}: the member's payments and what their credits went on; with an id, that payment's detail. */
export function TransactionsPage({ id }: { id: number | null }) {
  use(paymentTextsReady);
  const { t } = useLingui();
  const list = useAtomValue(transactionsAtom);
  const load = useSetAtom(loadTransactionsAtom);
  const [error, setError] = useState<unknown>(null);
  const fetchFirst = useCallback(() => load(false).catch(setError), [load]);
  useEffect(() => void fetchFirst(), [fetchFirst]);
  const reload = () => {
    setError(null);
    void fetchFirst();
  };
  const loadMore = useCallback(() => load(true), [load]);
  const more = useLoadMore(list?.next != null, loadMore, list?.spending.length ?? 0);

  if (id !== null) return <PageFrame title={t`Transaction`}><PaymentDetail id={id} /></PageFrame>;
  return (
    <PageFrame title={t`Transactions`}>
      {!list ? <LoadStatus error={error} onRetry={reload} /> : (
        <>
          <h2><Trans>Payments</Trans></h2>
          {list.payments.length === 0 ? (
            <p className="page-note"><Trans>No payments yet.</Trans> <Link to="/credits"><Trans>Buy credits</Trans></Link></p>
          ) : (
            <ul className="transactions" role="list">{list.payments.map((payment) => <PaymentRowView key={payment.id} payment={payment} />)}</ul>
          )}
          <h2><Trans>What your credits went on</Trans></h2>
          {list.spending.length === 0 ? <p className="page-note"><Trans>Nothing yet.</Trans></p> : (
            <ul className="transactions" role="list">{list.spending.map((spend) => <SpendRow key={spend.id} spend={spend} />)}</ul>
          )}
          <ListEnd sentinel={more.sentinel} state={more.state} hasMore={list.next !== null} tryAgain={more.tryAgain} loading={<Trans>Loading more…</Trans>} />
        </>
      )}
    </PageFrame>
  );
}
