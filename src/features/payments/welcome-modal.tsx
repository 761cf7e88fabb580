import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Discount } from '../../../common/api/payments';
import { WELCOME_ACT_FAST_VALUE } from '../../../common/constants';
import { formatCountdown } from '../../../common/rules/countdown';
import { Modal } from '../../components/modal';

/**
 * The welcome-bonus modal (docs/product/screens.md#welcome-bonus-modal): a close icon, '25%' and 'welcome bonus', a call to action, the
 * act-fast line with 4, the offer-valid countdown linking to credits, the instant-receive note; going
 * to credits closes it, as closing does.
 */
export function WelcomeModal({ discount, secondsLeft, onClose }: { discount: Discount; secondsLeft: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const { percentage } = discount;
  const hours = Math.floor((secondsLeft ?? 0) / 3600);
  const minutes = Math.floor(((secondsLeft ?? 0) % 3600) / 60);
  return (
    <Modal id="welcome-bonus" open title={t`Your welcome bonus`} onClose={onClose}>
      <div className="bonus-modal">
        <p className="bonus-percentage">{percentage}%</p>
        <p className="bonus-name"><Trans>welcome bonus</Trans></p>
        {secondsLeft !== null && (
          <p>
            <Trans>
              Your welcome discount is yours for <Plural value={hours} one="# hour" other="# hours" /> and <Plural value={minutes} one="# minute" other="# minutes" /> more.
            </Trans>
          </p>
        )}
        <p className="bonus-act-fast"><Trans>Act fast: members who buy within {WELCOME_ACT_FAST_VALUE} hours get the most out of it.</Trans></p>
        <Link to="/credits" className="button button-primary" onClick={onClose}><Trans>Get {percentage}% off your first purchase</Trans></Link>
        {secondsLeft !== null && (
          <p>
            <Link to="/credits" onClick={onClose}><Trans>Offer valid for <time>{formatCountdown(secondsLeft)}</time></Trans></Link>
          </p>
        )}
        <p className="field-hint"><Trans>You receive your credits instantly after payment.</Trans></p>
      </div>
    </Modal>
  );
}
