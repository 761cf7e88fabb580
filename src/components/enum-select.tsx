import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** A choice from one of the profile enumerations, with translated labels and "rather not say". */
export function EnumSelect<T extends string>({ id, label, options, labels, value, onChange }: {
  id: string;
  label: string;
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{t`Rather not say`}</option>
        {options.map((option) => <option key={option} value={option}>{i18n._(labels[option])}</option>)}
      </select>
    </>
  );
}
