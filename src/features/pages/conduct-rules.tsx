import { Trans } from '@lingui/react/macro';

/** What members may not do: the rules of the terms, and what the ban policy bans for. */
export function ConductRules({ site, minAge }: { site: string; minAge: number }) {
  return (
    <ul>
      <li><Trans>Harass, threaten, insult or discriminate against other members.</Trans></li>
      <li><Trans>Pretend to be someone else, give a false age, or make a profile for another person.</Trans></li>
      <li><Trans>Ask other members for money, or advertise goods, services or other websites.</Trans></li>
      <li><Trans>Post anything illegal, or photos of other people without their consent.</Trans></li>
      <li><Trans>Involve anyone under {minAge} in any way.</Trans></li>
      <li><Trans>Share other members' messages, photos or personal details outside {site}.</Trans></li>
      <li><Trans>Pay with a card or account that is not yours.</Trans></li>
      <li><Trans>Use software to read, copy or contact profiles automatically.</Trans></li>
    </ul>
  );
}
