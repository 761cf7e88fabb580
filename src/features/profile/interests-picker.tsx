import { useLingui } from '@lingui/react/macro';
import { INTERESTS, type Interest } from '../../../common/enums';
import { INTEREST_LABELS } from '../../i18n/profile-labels';

/** The 51 interests of docs/product/data.md#interests as toggles; the chosen ones stay in the catalogue's order. */
export function InterestsPicker({ value, onChange }: { value: Interest[]; onChange: (value: Interest[]) => void }) {
  const { t, i18n } = useLingui();
  const toggle = (interest: Interest) =>
    onChange(value.includes(interest) ? value.filter((i) => i !== interest) : INTERESTS.filter((i) => i === interest || value.includes(i)));
  return (
    <fieldset className="interest-picker">
      <legend>{t`Interests`}</legend>
      {INTERESTS.map((interest) => (
        <label key={interest} className="chip-toggle">
          <input type="checkbox" checked={value.includes(interest)} onChange={() => toggle(interest)} />
          <span>{i18n._(INTEREST_LABELS[interest])}</span>
        </label>
      ))}
    </fieldset>
  );
}
