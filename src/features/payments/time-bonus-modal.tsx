import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Discount } from '../../../common/api/payments';
import { formatCountdown } from '../../../common/rules/countdown';
import { Modal } from '../../components/modal';

/** The time-bonus modal (docs/product/states.md#time-bonus-modal): the bonus, its ticking countdown and the way to credits. */
export function TimeBonusModal({ discount, secondsLeft, onClose }: { discount: Discount; secondsLeft: number; onClose: () => void }) {
  const { t } = useLingui();
  const { percentage, code } = discount;
  return (
    <Modal id="time-bonus" open title={t`Your time bonus is running`} onClose={onClose}>
      <div className="bonus-modal">
        <p className="bonus-percentage">{percentage}%</p>
        <p><Trans>As a new member you get {percentage}% off your first credits with the code {code}, applied by itself.</Trans></p>
        <p><Trans>The bonus ends in <time>{formatCountdown(secondsLeft)}</time>. After that it is gone.</Trans></p>
        <Link to="/credits" className="button button-primary" onClick={onClose}><Trans>Use my time bonus</Trans></Link>
      </div>
    </Modal>
  );
}
