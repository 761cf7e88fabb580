import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import type { SearchFilters } from '../../../common/api/members';
import { MAX_SEARCH_AGE, MIN_AGE } from '../../../common/constants';
import { COUNTRIES, type CountryCode } from '../../../common/countries';
import type { Gender } from '../../../common/enums';
import { regionsAtom } from '../../atoms/catalog';
import { settingsAtom } from '../../atoms/settings';
import { isSmartphone } from '../../components/viewport';
import { useProblemText } from '../../i18n/problem-text';
import { REGION_TERM_LABELS } from '../../i18n/profile-labels';
import { countryName } from '../../../common/country-names';

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

/** The filters of docs/product/data.md#search-state: gender, country, its region, and an age range. */
export function SearchForm({ filters, onSearch }: { filters: SearchFilters; onSearch: (filters: SearchFilters) => void }) {
  const { t, i18n } = useLingui();
  const { text } = useProblemText();
  const settings = useAtomValue(settingsAtom);
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const regions = useAtomValue(regionsAtom);
  const [problem, setProblem] = useState<string | null>(null);
  // On a phone the filters fold away under their summary, so the results start on the first screen.
  const [open] = useState(() => !isSmartphone());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.min_age !== undefined && draft.max_age !== undefined && draft.min_age > draft.max_age) {
      setProblem('age_range');
      return;
    }
    setProblem(null);
    onSearch(draft);
  };

  const age = (value: string) => (value ? Number(value) : undefined);
  return (
    <details className="search-filters" open={open}>
      <summary>{t`Search filters`}</summary>
      <form className="search-form" onSubmit={submit} aria-label={t`Search members`}>
        <div>
          <label htmlFor={`${id}-gender`}><Trans>Show</Trans></label>
          <select id={`${id}-gender`} value={draft.gender ?? ''} onChange={(e) => setDraft({ ...draft, gender: (e.target.value || undefined) as Gender | undefined })}>
            <option value="">{t`Women and men`}</option>
            <option value="female">{t`Women`}</option>
            <option value="male">{t`Men`}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-country`}><Trans>Country</Trans></label>
          <select id={`${id}-country`} value={draft.country ?? ''}
            onChange={(e) => setDraft({ ...draft, country: (e.target.value || undefined) as CountryCode | undefined, countryregion: undefined })}>
            <option value="">{t`All countries`}</option>
            {(settings?.countries ?? []).map((c) => <option key={c.code} value={c.code}>{countryName(i18n.locale, c.code)}</option>)}
          </select>
        </div>
        {draft.country && (
          <div>
            <label htmlFor={`${id}-region`}>{i18n._(REGION_TERM_LABELS[COUNTRIES[draft.country].regionTerm])}</label>
            <select id={`${id}-region`} value={draft.countryregion ?? ''} onChange={(e) => setDraft({ ...draft, countryregion: e.target.value || undefined })}>
              <option value="">{t`All`}</option>
              {(regions[draft.country] ?? []).map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-min`}><Trans>Age from</Trans></label>
          <select id={`${id}-min`} value={draft.min_age ?? ''} onChange={(e) => setDraft({ ...draft, min_age: age(e.target.value) })}>
            <option value="">{t`Any`}</option>
            {AGES.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-max`}><Trans>to</Trans></label>
          <select id={`${id}-max`} value={draft.max_age ?? ''} onChange={(e) => setDraft({ ...draft, max_age: age(e.target.value) })}>
            <option value="">{t`Any`}</option>
            {AGES.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-primary"><Trans>Search</Trans></button>
        {problem && <p className="form-error" role="alert">{text(problem)}</p>}
      </form>
    </details>
  );
}
